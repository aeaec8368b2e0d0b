import type { Catalogue } from '../../../lib/locales/de';
import type { en } from './en';

/** German UI texts of the "Use" page (how to train with the game), typed as `en`'s shape. */
export const de: Catalogue<typeof en> = {
  trainingGuide: {
    title: 'So trainieren Sie mit LapSkills',
    description:
      'Das Spiel trainiert acht laparoskopische Fertigkeiten und bewertet jede Übung. Hier lesen Sie, was jede Fertigkeit trainiert, auf welche Aufgabe der praktischen FLS-Prüfung sie vorbereitet und wie Ihre Sitzungen ins Portal gelangen.',
    back: 'Zurück zu den ersten Schritten',
    session: {
      title: 'Von der Sitzung ins Portal',
      connect: {
        title: 'Das Spiel einmal verbinden',
        body: 'Wenn das Spiel Sie zur Anmeldung auffordert, zeigt es einen Code aus 8 Buchstaben. Öffnen Sie hier die Geräteseite, geben Sie den Code ein und bestätigen Sie das Gerät: Danach ist das Spiel auf diesem Computer mit Ihrem Konto angemeldet.',
      },
      train: {
        title: 'Trainieren',
        body: 'Wählen Sie eine Fertigkeit und eine Stufe. Jede Übung wird nach Genauigkeit, Tempo und Spielweise bewertet; eine Sitzung sind die Übungen, die Sie am Stück spielen.',
      },
      upload: {
        title: 'Ihre Sitzungen werden übertragen',
        body: 'Solange der Computer online ist, sendet das Spiel jede beendete Sitzung an das Portal. Jedes Mal, wenn es online ist, erneuert es auch seine Lizenzdatei; offline können Sie so 30 Tage nach dem letzten Mal online weitertrainieren (plus 7 Tage Kulanz); das Spiel behält die Sitzungen und sendet sie, sobald es wieder online ist.',
      },
      follow: {
        title: 'Fortschritt verfolgen',
        body: 'Die Trainingsaktivität zeigt Ihre letzten Sitzungen und Ihre Zeit pro Tag und pro Fertigkeit; die Übersicht zeigt, wie nah Sie der FLS-Prüfungsreife sind.',
      },
      connectLink: 'Spiel verbinden',
      activityLink: 'Trainingsaktivität öffnen',
    },
    scores: {
      title: 'Drei Bewertungen für jede Übung',
      accuracy: {
        title: 'Genauigkeit',
        body: 'Wie präzise Sie arbeiten: im Ziel, ohne Fallenlassen, Fehler oder Gewebeschäden.',
      },
      speed: {
        title: 'Tempo',
        body: 'Wie schnell Sie die Übung abschließen.',
      },
      gameplay: {
        title: 'Spielweise',
        body: 'Wie gut Sie die Übung als Ganzes spielen: sparsame, kontrollierte Bewegungen der Instrumente und die Stufen, die Sie abschließen.',
      },
      rule: 'Eine Fertigkeit gilt erst als beherrscht, wenn alle drei Bewertungen ihr Ziel erreichen: Ein schneller Versuch mit schwacher Genauigkeit besteht nicht.',
    },
    skills: {
      title: 'Die acht Fertigkeiten',
      intro:
        'Die praktische FLS-Prüfung hat fünf Aufgaben: Peg Transfer, Präzisionsschnitt, Ligaturschlinge sowie Naht mit extrakorporalem und mit intrakorporalem Knoten. Vier Fertigkeiten des Spiels trainieren sie direkt; die anderen vier schulen die Handgriffe, auf denen sie aufbauen. Die meisten erreichen das FLS-Niveau nach etwa {{hours}} Stunden Training.',
      trains: 'Trainiert',
      fls: 'Bereitet vor auf',
      noTask: 'Keine eigene FLS-Aufgabe.',
      tasks: {
        pegTransfer: 'Peg Transfer',
        precisionCutting: 'Präzisionsschnitt',
        ligatingLoop: 'Ligaturschlinge',
        extracorporealKnot: 'Naht mit extrakorporalem Knoten',
        intracorporealKnot: 'Naht mit intrakorporalem Knoten',
      },
      items: {
        'positioning-orienting': {
          name: 'Positionieren & Orientieren',
          trains:
            'Die Instrumente durch feste Zugänge dreidimensional bewegen und drehen, während Sie ein flaches Kamerabild sehen: Tiefenwahrnehmung, und die Spitze bewegt sich entgegen Ihrer Hand.',
          support: 'Darauf bauen alle fünf Aufgaben auf.',
        },
        grasping: {
          name: 'Greifen',
          trains: 'Gegenstände und Gewebe mit der richtigen Kraft fassen, mit beiden Händen, und sicher halten.',
          support: 'Peg Transfer und Präzisionsschnitt (die Gaze gespannt halten) brauchen es.',
        },
        transferring: {
          name: 'Transferieren',
          trains:
            'Einen Gegenstand mit einer Hand anheben, in der Luft an die andere übergeben und auf ein Ziel setzen.',
          support: '',
        },
        ligation: {
          name: 'Ligatur',
          trains:
            'Eine vorgeknüpfte Schlinge über eine Struktur führen, auf eine Markierung setzen und den Knoten festziehen.',
          support: '',
        },
        cutting: {
          name: 'Schneiden',
          trains:
            'Mit der Schere in einer Hand genau an einer markierten Linie schneiden, während die andere Hand das Gewebe unter Zug hält.',
          support: '',
        },
        suturing: {
          name: 'Nähen',
          trains:
            'Die Nadel laden und durch markierte Punkte führen, dann sichere Knoten im Körper knüpfen oder außerhalb mit einem Knotenschieber.',
          support: '',
        },
        clipping: {
          name: 'Clippen',
          trains:
            'Clips rechtwinklig an der richtigen Stelle über eine Struktur setzen, ohne Abrutschen oder Einreißen.',
          support:
            'Clips gehören zu Operationen wie der Entfernung der Gallenblase, nicht zur Prüfung; es übt präzises, ruhiges Platzieren.',
        },
        dissection: {
          name: 'Präparieren',
          trains: 'Gewebeschichten mit Zug und Gegenzug trennen, ohne darunterliegende Strukturen zu verletzen.',
          support: 'Nicht Teil der Prüfung; die beidhändige Koordination hilft beim Präzisionsschnitt.',
        },
      },
    },
  },
};

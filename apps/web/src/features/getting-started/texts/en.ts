/** English UI texts of the "Use" page (how to train with the game), loaded with it (`../screens.ts`). */
export const en = {
  trainingGuide: {
    title: 'How to train with LapSkills',
    description:
      'The game trains eight laparoscopic skills and scores every exercise. Here is what each skill trains, which task of the FLS manual skills exam it prepares you for, and how your sessions reach the portal.',
    back: 'Back to getting started',
    session: {
      title: 'From a session to the portal',
      connect: {
        title: 'Connect the game once',
        body: 'When the game asks you to sign in, it shows an 8-letter code. Open the device page here, enter the code and approve the device: the game then signs in as you on that computer.',
      },
      train: {
        title: 'Train',
        body: 'Pick a skill and a level. Every exercise is scored on accuracy, speed and gameplay; a session is the exercises you play in one sitting.',
      },
      upload: {
        title: 'Your sessions are uploaded',
        body: 'While the computer is online, the game sends each finished session to the portal. Each time it is online it also renews the license file it keeps, so offline you can go on training for 30 days after the last time it was online (and 7 days of grace); the game keeps the sessions and sends them the next time it is online.',
      },
      follow: {
        title: 'Follow your progress',
        body: 'Training activity lists your last sessions and your time per day and per skill; the overview shows how close you are to FLS readiness.',
      },
      connectLink: 'Connect the game',
      activityLink: 'Open training activity',
    },
    scores: {
      title: 'Three scores for every exercise',
      accuracy: {
        title: 'Accuracy',
        body: 'How precisely you work: on target, without drops, errors or harm to the tissue.',
      },
      speed: {
        title: 'Speed',
        body: 'How quickly you complete the exercise.',
      },
      gameplay: {
        title: 'Gameplay',
        body: 'How well you play the exercise as a whole: economical, controlled movements of the instruments and the levels you complete.',
      },
      rule: 'A skill counts as mastered only when all three scores reach their targets: a fast attempt with poor accuracy is no pass.',
    },
    skills: {
      title: 'The eight skills',
      intro:
        'The FLS manual skills exam has five tasks: peg transfer, precision cutting, ligating loop, and suturing with an extracorporeal and with an intracorporeal knot. Four skills of the game train them directly; the other four build the hand skills beneath them. Most trainees reach FLS level after about {{hours}} hours of training.',
      trains: 'Trains',
      fls: 'Prepares for',
      noTask: 'No FLS task of its own.',
      tasks: {
        pegTransfer: 'Peg transfer',
        precisionCutting: 'Precision cutting',
        ligatingLoop: 'Ligating loop',
        extracorporealKnot: 'Suture with extracorporeal knot',
        intracorporealKnot: 'Suture with intracorporeal knot',
      },
      items: {
        'positioning-orienting': {
          name: 'Positioning & Orienting',
          trains:
            'Moving and turning the instruments in three dimensions through fixed ports while watching a flat camera image: depth perception, and the tip moving opposite to your hand.',
          support: 'It underlies all five tasks.',
        },
        grasping: {
          name: 'Grasping',
          trains: 'Taking hold of objects and tissue with the right force, with either hand, and keeping hold.',
          support: 'Peg transfer and precision cutting (holding the gauze taut) depend on it.',
        },
        transferring: {
          name: 'Transferring',
          trains: 'Lifting an object with one hand, passing it in the air to the other and placing it on a target.',
          support: '',
        },
        ligation: {
          name: 'Ligation',
          trains: 'Guiding a pre-tied loop over a structure, placing it on a mark and cinching the knot down.',
          support: '',
        },
        cutting: {
          name: 'Cutting',
          trains:
            'Cutting accurately along a marked line with scissors in one hand while the other hand keeps the tissue under traction.',
          support: '',
        },
        suturing: {
          name: 'Suturing',
          trains:
            'Loading the needle and driving it through marked points, then tying secure knots inside the body, or outside it with a knot pusher.',
          support: '',
        },
        clipping: {
          name: 'Clipping',
          trains: 'Placing clips square across a structure at the right spot, without slipping or tearing.',
          support:
            'Clips belong to operations such as removing the gallbladder, not to the exam; it trains precise, steady placement.',
        },
        dissection: {
          name: 'Dissection',
          trains: 'Separating tissue layers with traction and counter-traction, without harming what lies beneath.',
          support: 'Not part of the exam; its two-handed coordination helps in precision cutting.',
        },
      },
    },
  },
} as const;

// The keys join the app's typed texts (`t('trainingGuide.…')`) without a shared type to edit.
declare module '../../../lib/i18n' {
  interface FeatureTexts {
    trainingGuide: (typeof en)['trainingGuide'];
  }
}

import { Skeleton } from '@mantine/core';
import { can } from '@portal/contracts/basics';
import { type ComponentType, lazy, Suspense, useContext } from 'react';
import { loadUiTexts } from '../lib/i18n';
import { type ScreenPart, type ScreenPartProps, type ScreenPartSlot, ScreenPartsContext } from '../lib/screens';
import { useSessionUser } from '../lib/session-user';

/** One lazy component per part, made once: a new one per render would remount the card. */
const loaded = new WeakMap<ScreenPart, ComponentType<object>>();

function lazyPart(part: ScreenPart): ComponentType<object> {
  let component = loaded.get(part);
  if (!component) {
    component = lazy(async () => {
      const [loadedComponent] = await Promise.all([
        part.component() as unknown as Promise<ComponentType<object>>,
        part.texts ? loadUiTexts(part.texts) : undefined,
      ]);
      return { default: loadedComponent };
    });
    loaded.set(part, component);
  }
  return component;
}

/**
 * The cards other features show in this screen's slot (`ScreenPart` in `lib/screens.ts`), in their order,
 * each loaded with its feature's texts when first shown; one the user may not see is left out.
 */
export function ScreenParts<S extends ScreenPartSlot>({ slot, ...props }: { slot: S } & ScreenPartProps[S]) {
  const parts = useContext(ScreenPartsContext);
  const user = useSessionUser();
  const shown = parts
    .filter((part) => part.slot === slot && (!part.permission || can(user, part.permission)))
    .sort((a, b) => a.order - b.order);
  return (
    <>
      {shown.map((part) => {
        const Part = lazyPart(part) as unknown as ComponentType<ScreenPartProps[S]>;
        return (
          <Suspense key={parts.indexOf(part)} fallback={<Skeleton height={160} radius="lg" />}>
            <Part {...(props as unknown as ScreenPartProps[S])} />
          </Suspense>
        );
      })}
    </>
  );
}

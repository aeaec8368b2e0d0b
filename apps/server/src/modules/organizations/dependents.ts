import type { MessageKey } from '@portal/contracts';
import type { Executor } from '../../db/client.js';

/**
 * What another module holds of an organization and must be removed before it (a billing, hardware items): each such
 * module registers one (wired in `app.ts`, as the personal-data hooks are), so the organizations module reads no
 * other module's table and imports none of the modules that import it (issue 26).
 */
export interface OrganizationDependent {
  /** The module that holds it; one registered again (a second app in the same process) replaces its entry. */
  module: string;
  /** The message of the 409 that says what to remove first. */
  message: MessageKey;
  /** Does the organization still have one? Runs in the delete's transaction, after its row is locked. */
  holds(tx: Executor, organizationId: string): Promise<boolean>;
}

export class OrganizationDependents {
  private readonly byModule = new Map<string, OrganizationDependent>();

  /** Register modules, in the order a refusal names them. */
  register(...entries: readonly OrganizationDependent[]): void {
    for (const entry of entries) this.byModule.set(entry.module, entry);
  }

  /** The message of the first registered dependent the organization still has, or null. */
  async firstHeld(tx: Executor, organizationId: string): Promise<MessageKey | null> {
    for (const entry of this.byModule.values()) if (await entry.holds(tx, organizationId)) return entry.message;
    return null;
  }
}

/** The app's registry: filled where the modules are put together (`app.ts`). */
export const organizationDependents = new OrganizationDependents();

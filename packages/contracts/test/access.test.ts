import { describe, expect, it } from 'vitest';
import { canUseSection, lackedFor } from '../src/index.js';

const admin = (...permissions: string[]) => ({ roles: ['admin'], permissions });
const superAdmin = { roles: ['super-admin'], permissions: [] };

describe('lackedFor (who may act on whom)', () => {
  it('names the first permission the target holds and the editor lacks', () => {
    expect(lackedFor(admin('manage user'), admin('manage product'))).toBe('manage product');
    expect(lackedFor(admin('manage user'), admin('manage user', 'manage billing', 'manage organization'))).toBe(
      'manage organization',
    );
  });

  it('lets an editor act on users holding no more than they do', () => {
    expect(lackedFor(admin('manage user'), admin())).toBeNull();
    expect(lackedFor(admin('manage user'), admin('manage user'))).toBeNull();
    expect(lackedFor(admin('manage user', 'manage product'), admin('manage product'))).toBeNull();
    expect(lackedFor(superAdmin, admin('manage product', 'manage billing'))).toBeNull();
  });

  it('keeps super-admins to super-admins, whatever permissions the editor holds', () => {
    const allFour = admin('manage organization', 'manage user', 'manage billing', 'manage product');
    expect(lackedFor(allFour, superAdmin)).toBe('super-admin');
    expect(lackedFor(superAdmin, superAdmin)).toBeNull();
  });
});

describe('canUseSection (what the navigation shows and the guards let in)', () => {
  const organizationId = '00000000-0000-4000-8000-0000000000aa';
  const manager = { roles: ['license-manager'], permissions: [] };
  const trainee = { roles: ['trainee'], permissions: [] };

  it('opens the manager section only with an organization to manage', () => {
    expect(canUseSection(superAdmin, 'manager', null)).toBe(false);
    expect(canUseSection(superAdmin, 'manager', organizationId)).toBe(true);
    expect(canUseSection(manager, 'manager', organizationId)).toBe(true);
    expect(canUseSection(manager, 'manager', null)).toBe(false);
  });

  it('opens the other sections by role alone', () => {
    expect(canUseSection(superAdmin, 'admin', null)).toBe(true);
    expect(canUseSection(trainee, 'trainee', null)).toBe(true);
    expect(canUseSection(trainee, 'manager', organizationId)).toBe(false);
    expect(canUseSection(manager, 'admin', organizationId)).toBe(false);
    expect(canUseSection(null, 'trainee', organizationId)).toBe(false);
  });
});

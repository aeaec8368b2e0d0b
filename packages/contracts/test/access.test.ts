import { describe, expect, it } from 'vitest';
import { lackedFor } from '../src/index.js';

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

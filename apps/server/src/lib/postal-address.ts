import type { PostalAddress } from '@portal/contracts';

/** The address columns of a row (`addressColumns` of organizations, billing accounts and invoices). */
export interface AddressRow {
  street: string;
  houseNumber: string;
  addition: string | null;
  zipcode: string;
  city: string;
  country: string;
}

/** A row's address as the answers and the audit log spell it (contracts' `postalAddress`). */
export const presentAddress = (row: AddressRow): PostalAddress => ({
  street: row.street,
  house_number: row.houseNumber,
  addition: row.addition,
  zipcode: row.zipcode,
  city: row.city,
  country: row.country,
});

/** A body's address as the columns store it. */
export const addressColumnsOf = (address: PostalAddress): AddressRow => ({
  street: address.street,
  houseNumber: address.house_number,
  addition: address.addition,
  zipcode: address.zipcode,
  city: address.city,
  country: address.country,
});

/** Only the address columns of a row (an invoice copies its billing's). */
export const addressOf = (row: AddressRow): AddressRow => addressColumnsOf(presentAddress(row));

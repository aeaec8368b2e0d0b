export interface DevOidcClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
  post_logout_redirect_uris?: string[];
}
export interface DevOidcProvider {
  issuer: string;
  port: number;
  provider: unknown;
  codeTtl: number;
  close(): Promise<void>;
}
export function claimsOf(login: string): Record<string, unknown>;
export function startOidcProvider(options: { port?: number; clients: DevOidcClient[] }): Promise<DevOidcProvider>;

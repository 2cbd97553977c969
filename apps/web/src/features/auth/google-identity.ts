/**
 * Google Identity Services, token model: a popup that returns an OAuth access token, which the
 * server exchanges at /api/base/login/google/. The client script is loaded from Google's domain
 * only when the user asks for it.
 */
export const GOOGLE_SCRIPT_URL = 'https://accounts.google.com/gsi/client';
export const GOOGLE_SCOPES = 'openid profile email';

type TokenResponse = { access_token?: string; error?: string; error_description?: string };
type TokenClient = { requestAccessToken: (overrides?: { prompt?: string }) => void };
type TokenClientConfig = {
  client_id: string;
  scope: string;
  callback: (response: TokenResponse) => void;
  error_callback?: (error: { type?: string; message?: string }) => void;
};
type GoogleAccounts = {
  accounts: { oauth2: { initTokenClient: (config: TokenClientConfig) => TokenClient } };
};

declare global {
  interface Window {
    google?: GoogleAccounts;
  }
}

let scriptPromise: Promise<GoogleAccounts> | null = null;

function loadGoogleScript(): Promise<GoogleAccounts> {
  if (window.google?.accounts?.oauth2) return Promise.resolve(window.google);
  if (scriptPromise) return scriptPromise;
  scriptPromise = new Promise<GoogleAccounts>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GOOGLE_SCRIPT_URL;
    script.async = true;
    script.defer = true;
    script.onload = () => {
      if (window.google?.accounts?.oauth2) resolve(window.google);
      else reject(new Error('Google Identity Services did not initialise'));
    };
    script.onerror = () => reject(new Error('Google Identity Services could not be loaded'));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    scriptPromise = null;
    throw error;
  });
  return scriptPromise;
}

/** Opens Google's popup and resolves with an access token; rejects if anything fails or is closed. */
export async function requestGoogleAccessToken(clientId: string): Promise<string> {
  const google = await loadGoogleScript();
  return new Promise<string>((resolve, reject) => {
    const client = google.accounts.oauth2.initTokenClient({
      client_id: clientId,
      scope: GOOGLE_SCOPES,
      callback: (response) => {
        if (response.error || !response.access_token)
          reject(new Error(response.error ?? 'No access token'));
        else resolve(response.access_token);
      },
      error_callback: (error) =>
        reject(new Error(error.message ?? error.type ?? 'Google popup failed')),
    });
    client.requestAccessToken();
  });
}

/** A browser-side producer of captcha tokens for one form and action. */
export type TokenSource = {
  /** A fresh token, never handed out before; rejects when the provider fails or cannot be reached. */
  getToken(): Promise<string>
  dispose(): void
}

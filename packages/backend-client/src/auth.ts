import type { AuthAccount } from "@alentour/domain/auth-account";
import type { ApiClient } from "./api-client.ts";

export type SignUpInput = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  passwordConfirmation: string;
  city?: string;
  company?: string;
  phone?: string;
  /** Where to come back to once the address is confirmed (a path of this site); it rides in the mailed link. */
  redirectTo?: string;
};

/** The account calls of the api. Every failure is an ApiError with the catalogue code and field messages. */
export function createAuthApi(api: ApiClient) {
  return {
    signUp: (input: SignUpInput) => api.request<{ email: string }>("POST", "/api/auth/sign-up", input),
    signIn: (email: string, password: string) =>
      api.request<{ uid: string; refreshInMs: number }>("POST", "/api/auth/sign-in", { email, password }),
    signOut: () => api.request<void>("POST", "/api/auth/sign-out", {}),
    /** Renews the `token` cookie from the session; 401 when there is no session. */
    refreshToken: () =>
      api.request<{ uid: string; expiresInSeconds: number; refreshInMs: number }>("POST", "/api/auth/token", {}),
    account: () => api.request<AuthAccount>("GET", "/api/auth/account"),
    resendVerification: (email: string, redirectTo?: string) =>
      api.request<{ sent: true }>("POST", "/api/auth/verification/resend", { email, ...(redirectTo && { redirectTo }) }),
    confirmVerification: (token: string) => api.request<{ email: string }>("POST", "/api/auth/verification/confirm", { token }),
    requestPasswordReset: (email: string) => api.request<{ sent: true }>("POST", "/api/auth/password-reset/request", { email }),
    /** Whether a mailed reset link still works, without using it: an ApiError (invalid, expired) when not. */
    checkPasswordReset: (token: string) => api.request<{ valid: true }>("POST", "/api/auth/password-reset/check", { token }),
    confirmPasswordReset: (token: string, password: string, passwordConfirmation: string) =>
      api.request<{ reset: true }>("POST", "/api/auth/password-reset/confirm", { token, password, passwordConfirmation }),
    changePassword: (input: {
      currentPassword: string;
      password: string;
      passwordConfirmation: string;
      revokeOtherSessions: boolean;
    }) => api.request<{ changed: true }>("POST", "/api/auth/password/change", input),
    /** Mails a confirmation link to the new address; the account keeps the old one until it is opened. */
    changeEmail: (newEmail: string, currentPassword: string) =>
      api.request<{ sent: true; email: string }>("POST", "/api/auth/email/change", { newEmail, currentPassword }),
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;

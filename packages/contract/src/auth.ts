import { z } from 'zod';

export const loginRequestSchema = z.object({
  username: z.string().trim().min(1, 'This field may not be blank.').max(150),
  password: z.string().min(1, 'This field may not be blank.').max(1024),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const googleLoginRequestSchema = z.object({
  access_token: z.string().min(1, 'This field may not be blank.').max(4096),
});

// The sign-in page's replies live in sign-in.ts (zod/mini, for the page's weight).
export {
  authConfigResponseSchema,
  loginResponseSchema,
  type AuthConfig,
  type LoginResponse,
} from './sign-in';

export const PASSWORD_MIN_LENGTH = 10;

export const changePasswordRequestSchema = z.object({
  current_password: z.string().min(1, 'This field may not be blank.'),
  new_password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
    .max(1024),
});

/** Failed sign-ins allowed for one username within the window before 429. */
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;

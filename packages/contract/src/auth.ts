import { z } from 'zod';

export const loginRequestSchema = z.object({
  username: z.string().trim().min(1, 'This field may not be blank.').max(150),
  password: z.string().min(1, 'This field may not be blank.').max(1024),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const googleLoginRequestSchema = z.object({
  access_token: z.string().min(1, 'This field may not be blank.').max(4096),
});

/** Reply of traditional and Google login (spec 1 section 3). */
export const loginResponseSchema = z.object({
  key: z.string().nullable(),
  has_shop_assignment: z.boolean(),
  has_user_profile: z.boolean(),
  needs_shop_selection: z.boolean(),
  user: z.object({ id: z.number(), username: z.string(), email: z.string() }),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const authConfigResponseSchema = z.object({
  google_enabled: z.boolean(),
  google_client_id: z.string().nullable(),
  app_name: z.string(),
  support_email: z.string(),
  support_phone: z.string(),
});
export type AuthConfig = z.infer<typeof authConfigResponseSchema>;

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

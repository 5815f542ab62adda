// Who is signed in, and the screens that sign people in.
export { startSessionCheck } from './api/check-session';
export type { AuthState } from './auth-reducer';
export { AuthProvider } from './components/auth-provider';
export { LandingPage } from './components/landing-page';
export { LoginForm } from './components/login-form';
export { SignupForm } from './components/signup-form';
// AuthContext lets tests (testing/render.tsx) provide a fixed auth state without the provider's session check.
export { AuthContext, useAuth, type AuthContextValue, type AuthResult } from './hooks/use-auth';

import { LoginForm } from '../../features/auth/components/login-form';
import { AuthCard } from './auth-card';

export default function LoginRoute() {
  return (
    <AuthCard title="Login to Codeyard">
      <LoginForm />
    </AuthCard>
  );
}

import { LoginForm } from '../../features/auth';
import { AuthCard } from './auth-card';

export default function LoginRoute() {
  return (
    <AuthCard title="Login to Codeyard">
      <LoginForm />
    </AuthCard>
  );
}

import { SignupForm } from '../../features/auth';
import { AuthCard } from './auth-card';

export default function SignupRoute() {
  return (
    <AuthCard title="Create your account">
      <SignupForm />
    </AuthCard>
  );
}

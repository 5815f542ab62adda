import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';

import { loginSchema, type LoginInput } from '@codeyard/shared';

import { Field } from '../../../components/form/field';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { returnPathFrom } from '../../../lib/return-path';
import { AUTH_FALLBACK_MESSAGE } from '../auth-reducer';
import { useAuth } from '../hooks/use-auth';
import { PasswordInput } from './password-input';

export function LoginForm() {
  const { login, state } = useAuth();
  const navigate = useNavigate();
  // The page that sent the visitor here (`?next=`, checked to be inside the app).
  const returnTo = returnPathFrom(useLocation().search);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { emailid: '', password: '' } });

  const onSubmit = handleSubmit(async (input) => {
    setFailure(null);
    const result = await login(input);
    if (result.ok) {
      await navigate(returnTo ?? paths.home.getHref(), { replace: true });
      return;
    }
    // SPEC §8: the server's message, else the network error's, else 'Something went wrong'.
    setFailure(errorMessage(result.error, AUTH_FALLBACK_MESSAGE));
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {failure && (
        <div role="alert" className="alert alert-error alert-soft">
          {failure}
        </div>
      )}
      <Field label="Email" error={errors.emailid?.message}>
        {({ id, describedBy }) => (
          <input
            id={id}
            type="email"
            autoComplete="email"
            className={`input w-full ${errors.emailid ? 'input-error' : ''}`}
            aria-invalid={errors.emailid ? true : undefined}
            aria-describedby={describedBy}
            placeholder="you@example.com"
            {...register('emailid')}
          />
        )}
      </Field>
      <Field label="Password" error={errors.password?.message}>
        {({ id, describedBy }) => (
          <PasswordInput id={id} describedBy={describedBy} invalid={Boolean(errors.password)} autoComplete="current-password" {...register('password')} />
        )}
      </Field>
      <button type="submit" className="btn btn-primary" disabled={state.loading}>
        {state.loading ? (
          <>
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            Logging in...
          </>
        ) : (
          'Login'
        )}
      </button>
      <p className="text-center text-sm">
        Don&apos;t have an account?{' '}
        <Link to={paths.signup.getHref(returnTo)} className="link link-primary">
          Sign up
        </Link>
      </p>
    </form>
  );
}

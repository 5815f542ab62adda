import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';

import { passwordHint, signupSchema, type SignupInput } from '@codeyard/shared';

import { Field } from '../../../components/form/field';
import { paths } from '../../../config/paths';
import { ApiError, serverMessage } from '../../../lib/api-client';
import { returnPathFrom } from '../../../lib/return-path';
import { useAuth } from '../hooks/use-auth';
import { PasswordInput } from './password-input';

/** SPEC §8: a rejection shows the server's message or 'Signup failed'; anything else a retry hint. */
export function signupFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.hasResponse) return serverMessage(error) ?? 'Signup failed';
  return 'Something went wrong. Try again later.';
}

export function SignupForm() {
  const { register: registerAccount, state } = useAuth();
  const navigate = useNavigate();
  // The page that sent the visitor here (`?next=`, checked to be inside the app).
  const returnTo = returnPathFrom(useLocation().search);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignupInput>({
    resolver: zodResolver(signupSchema),
    defaultValues: { firstName: '', emailid: '', password: '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    setFailure(null);
    const result = await registerAccount(input);
    if (result.ok) {
      await navigate(returnTo ?? paths.home.getHref(), { replace: true });
      return;
    }
    setFailure(signupFailureMessage(result.error));
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {failure && (
        <div role="alert" className="alert alert-error alert-soft">
          {failure}
        </div>
      )}
      <Field label="Username" error={errors.firstName?.message}>
        {({ id, describedBy }) => (
          <input
            id={id}
            type="text"
            autoComplete="given-name"
            className={`input w-full ${errors.firstName ? 'input-error' : ''}`}
            aria-invalid={errors.firstName ? true : undefined}
            aria-describedby={describedBy}
            placeholder="Your name"
            {...register('firstName')}
          />
        )}
      </Field>
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
      <Field label="Password" error={errors.password?.message} hint={passwordHint}>
        {({ id, describedBy }) => (
          <PasswordInput id={id} describedBy={describedBy} invalid={Boolean(errors.password)} autoComplete="new-password" {...register('password')} />
        )}
      </Field>
      <button type="submit" className="btn btn-primary" disabled={state.loading}>
        {state.loading ? (
          <>
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            Signing up...
          </>
        ) : (
          'Sign Up'
        )}
      </button>
      <p className="text-center text-sm">
        Already have an account?{' '}
        <Link to={paths.login.getHref(returnTo)} className="link link-primary">
          Login
        </Link>
      </p>
    </form>
  );
}

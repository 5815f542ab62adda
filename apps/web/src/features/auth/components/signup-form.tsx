import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';

import { passwordHint, signupSchema, type SignupInput } from '@codeyard/shared';

import { Field } from '../../../components/form/field';
import { FormShell } from '../../../components/form/form-shell';
import { TextInput } from '../../../components/form/text-input';
import { paths } from '../../../config/paths';
import { ApiError, serverMessage } from '../../../lib/api-client';
import { returnPathFrom } from '../../../lib/return-path';
import { useAuth } from '../hooks/use-auth';
import { PasswordInput } from './password-input';

/** docs/product.md §8: a rejection shows the server's message or 'Signup failed'; anything else a retry hint. */
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
    <FormShell
      onSubmit={onSubmit}
      failure={failure}
      pending={state.loading}
      submitLabel="Sign Up"
      pendingLabel="Signing up..."
      footer={{ question: 'Already have an account?', linkLabel: 'Login', to: paths.login.getHref(returnTo) }}
    >
      <Field label="Username" error={errors.firstName?.message}>
        {({ id, describedBy }) => (
          <TextInput
            id={id}
            describedBy={describedBy}
            invalid={Boolean(errors.firstName)}
            type="text"
            autoComplete="given-name"
            placeholder="Your name"
            {...register('firstName')}
          />
        )}
      </Field>
      <Field
        label="Handle (optional)"
        error={errors.handle?.message}
        hint="Your public profile's address, /u/handle: 3 to 24 letters, digits, _ or -. Left empty, one is made from your name."
      >
        {({ id, describedBy }) => (
          <TextInput
            id={id}
            describedBy={describedBy}
            invalid={Boolean(errors.handle)}
            type="text"
            autoComplete="nickname"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="ada_l"
            // An empty box means "make one for me", which the schema reads as no handle at all.
            {...register('handle', { setValueAs: (value: string) => (value.trim() === '' ? undefined : value) })}
          />
        )}
      </Field>
      <Field label="Email" error={errors.emailid?.message}>
        {({ id, describedBy }) => (
          <TextInput
            id={id}
            describedBy={describedBy}
            invalid={Boolean(errors.emailid)}
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            {...register('emailid')}
          />
        )}
      </Field>
      <Field label="Password" error={errors.password?.message} hint={passwordHint}>
        {({ id, describedBy }) => (
          <PasswordInput
            id={id}
            describedBy={describedBy}
            invalid={Boolean(errors.password)}
            autoComplete="new-password"
            {...register('password')}
          />
        )}
      </Field>
    </FormShell>
  );
}

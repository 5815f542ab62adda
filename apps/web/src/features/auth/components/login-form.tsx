import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';

import { loginSchema, type LoginInput } from '@codeyard/shared';

import { Field } from '../../../components/form/field';
import { FormShell } from '../../../components/form/form-shell';
import { TextInput } from '../../../components/form/text-input';
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
    // docs/product.md §8: the server's message, else the network error's, else 'Something went wrong'.
    setFailure(errorMessage(result.error, AUTH_FALLBACK_MESSAGE));
  });

  return (
    <FormShell
      onSubmit={onSubmit}
      failure={failure}
      pending={state.loading}
      submitLabel="Login"
      pendingLabel="Logging in..."
      footer={{ question: "Don't have an account?", linkLabel: 'Sign up', to: paths.signup.getHref(returnTo) }}
    >
      {/* An email, or (issue 34) the username an imported account signs in with: a text box, so the
          browser's own email check does not refuse a username. The shared schema checks both. */}
      <Field label="Email" hint="Or the username on your contest credentials sheet." error={errors.emailid?.message}>
        {({ id, describedBy }) => (
          <TextInput
            id={id}
            describedBy={describedBy}
            invalid={Boolean(errors.emailid)}
            type="text"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            autoComplete="username"
            placeholder="you@example.com"
            {...register('emailid')}
          />
        )}
      </Field>
      <Field label="Password" error={errors.password?.message}>
        {({ id, describedBy }) => (
          <PasswordInput
            id={id}
            describedBy={describedBy}
            invalid={Boolean(errors.password)}
            autoComplete="current-password"
            {...register('password')}
          />
        )}
      </Field>
    </FormShell>
  );
}

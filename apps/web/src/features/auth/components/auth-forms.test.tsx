import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { passwordHint } from '@codeyard/shared';

import { ApiError } from '../../../lib/api-client';
import { authValue, TestProviders } from '../../../testing/render';
import type { AuthContextValue } from '../hooks/use-auth';
import { LoginForm } from './login-form';
import { SignupForm, signupFailureMessage } from './signup-form';

function renderForm(form: 'login' | 'signup', auth: AuthContextValue) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>home</p> },
      { path: '/form', element: form === 'login' ? <LoginForm /> : <SignupForm /> },
    ],
    { initialEntries: ['/form'] },
  );
  render(
    <TestProviders auth={auth}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

const type = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label, { exact: true, selector: 'input' }), { target: { value } });

describe('SignupForm', () => {
  it('labels the first field Username and repeats the password rules under the password', () => {
    renderForm('signup', authValue(null));
    expect(screen.getByLabelText('Username')).toBeTruthy();
    expect(screen.getByText(passwordHint)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
  });

  it('shows the exact rule a bad password breaks and does not call the server', async () => {
    const register = vi.fn();
    renderForm('signup', authValue(null, { register }));
    type('Username', 'Ada');
    type('Email', 'ada@example.com');
    type('Password', 'password1!');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Password must start with a capital letter')).toBeTruthy();
    expect(register).not.toHaveBeenCalled();
  });

  it('shows the required-name and email messages', async () => {
    renderForm('signup', authValue(null));
    type('Email', 'not-an-email');
    type('Password', 'Secret1!');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Invalid email address')).toBeTruthy();
  });

  it('shows the server message of a rejection', async () => {
    const register = vi.fn(async () => ({
      ok: false as const,
      error: new ApiError('An account with this email already exists', 409, {
        message: 'An account with this email already exists',
      }),
    }));
    renderForm('signup', authValue(null, { register }));
    type('Username', 'Ada');
    type('Email', 'ada@example.com');
    type('Password', 'Secret1!');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('An account with this email already exists')).toBeTruthy();
    expect(register).toHaveBeenCalledWith({ firstName: 'Ada', emailid: 'ada@example.com', password: 'Secret1!' });
  });

  it('goes home after signing up', async () => {
    const router = renderForm('signup', authValue(null));
    type('Username', 'Ada');
    type('Email', 'ada@example.com');
    type('Password', 'Secret1!');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('home')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('signupFailureMessage', () => {
  it("uses the server's message, else 'Signup failed' for an answer, else the retry text", () => {
    expect(signupFailureMessage(new ApiError('Taken', 409, { message: 'Taken' }))).toBe('Taken');
    expect(signupFailureMessage(new ApiError('Bad Gateway', 502, '<html>'))).toBe('Signup failed');
    expect(signupFailureMessage(new ApiError('Failed to fetch', 0, null))).toBe(
      'Something went wrong. Try again later.',
    );
    expect(signupFailureMessage(new Error('boom'))).toBe('Something went wrong. Try again later.');
  });
});

describe('LoginForm', () => {
  it('reads Login, and Logging in... while loading', () => {
    renderForm('login', authValue(null, { state: { loading: true } }));
    const button = screen.getByRole('button', { name: 'Logging in...' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
  });

  it('validates email and password length with the spec messages', async () => {
    renderForm('login', authValue(null));
    // Neither an email nor a handle: the specification's message.
    type('Email', 'no pe!');
    type('Password', '123');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters long')).toBeTruthy();
  });

  it('signs in with a username, as imported accounts do', async () => {
    const login = vi.fn(async () => ({ ok: true as const, user: null }));
    renderForm('login', authValue(null, { login }));
    expect(screen.getByText('Or the username on your contest credentials sheet.')).toBeTruthy();
    type('Email', 'Team001');
    type('Password', 'P3xm33imve');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(login).toHaveBeenCalledWith({ emailid: 'team001', password: 'P3xm33imve' }));
  });

  it("shows the server's message when login fails", async () => {
    const login = vi.fn(async () => ({
      ok: false as const,
      error: new ApiError('Invalid email or password', 401, { message: 'Invalid email or password' }),
    }));
    renderForm('login', authValue(null, { login }));
    type('Email', 'ada@example.com');
    type('Password', 'Secret1!');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid email or password')).toBeTruthy();
  });
});

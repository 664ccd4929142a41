import { LOGIN_MESSAGES } from '@storekeep/domain/login';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildAppData } from '../../../test/fixtures.ts';
import { fakeApi, jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { LoginForm } from './login-form.tsx';

async function submit(email: string, password: string) {
  fireEvent.change(await screen.findByTestId('login-email'), { target: { value: email } });
  fireEvent.change(screen.getByTestId('login-password'), { target: { value: password } });
  fireEvent.click(screen.getByTestId('login-submit'));
  return (await screen.findByTestId('login-error')).textContent;
}

describe('login form', () => {
  it.each([
    ['', '', 'Please enter email and password'],
    ['', 'secret', 'Email cannot be empty'],
    ['asha@', 'secret', 'Please enter a valid email'],
    ['asha@demo.in', '', 'Password cannot be empty.'],
  ])('shows the spec message for email %j and password %j', async (email, password, message) => {
    const { fetchMock } = fakeApi(() => jsonResponse(500));
    renderWithApp(<LoginForm onSuccess={vi.fn()} />);
    expect(await submit(email, password)).toBe(message);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server message as is when the password is wrong, without leaving the page', async () => {
    const { navigate } = fakeApi(() =>
      jsonResponse(401, { error: { code: 'unauthenticated', message: LOGIN_MESSAGES.authenticationFailed } }),
    );
    renderWithApp(<LoginForm onSuccess={vi.fn()} />);
    expect(await submit('asha@demo.in', 'wrong')).toBe('User Authentication Failed..');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('signs in with the trimmed email and hands over the app data', async () => {
    const appData = buildAppData();
    const { fetchMock } = fakeApi(() => jsonResponse(200, appData));
    const onSuccess = vi.fn();
    renderWithApp(<LoginForm onSuccess={onSuccess} />);
    fireEvent.change(await screen.findByTestId('login-email'), { target: { value: ' asha@demo.in ' } });
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'right' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/auth/login');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'asha@demo.in', password: 'right' });
  });
});

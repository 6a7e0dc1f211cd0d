import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { useLogin, useTranslate } from 'react-admin';

/** Sign in with e-mail and password; a refusal shows the server's own message. */
export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await login({ username: email, password });
    } catch (failure) {
      const { body, message } = (failure ?? {}) as { body?: { message?: unknown }; message?: string };
      setError(typeof body?.message === 'string' ? body.message : message || translate('ra.auth.sign_in_error'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100' }}>
      <Card sx={{ width: 360 }}>
        <CardContent component="form" onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography variant="h5" component="h1">{translate('sd.login.title')}</Typography>
          {error && <Alert severity="error" role="alert">{error}</Alert>}
          <TextField label={translate('sd.login.email')} type="email" autoComplete="username" required
            value={email} onChange={(event) => setEmail(event.target.value)} />
          <TextField label={translate('sd.login.password')} type="password" autoComplete="current-password" required
            value={password} onChange={(event) => setPassword(event.target.value)} />
          <Button type="submit" variant="contained" disabled={busy}>{translate('sd.action.sign_in')}</Button>
        </CardContent>
      </Card>
    </Box>
  );
}

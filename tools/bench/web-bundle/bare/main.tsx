// The yardstick of the web-bundle bench (issue 22): a bare React + PrimeReact login form, built
// by the same Vite, with no router, store, catalogue or API client. The app's /login is compared
// with it.
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Password } from 'primereact/password';
import { Toast } from 'primereact/toast';
import { useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';

function Login() {
  const toast = useRef<Toast>(null);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        toast.current?.show({ severity: 'info', detail: username });
      }}
    >
      <InputText value={username} onChange={(event) => setUsername(event.target.value)} />
      <Password
        value={password}
        feedback={false}
        toggleMask
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" label="Log in" />
      <Toast ref={toast} />
    </form>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(<Login />);
}

import { useNavigate, useSearchParams } from 'react-router-dom';
import { afterLoginPath } from '../../app/access';
import { useAppDispatch } from '../../store/hooks';
import { startSession } from '../../store/store';
import { LoginScreen } from './login-screen';

/** The app's /login route (after a logout, or a link within the app): signs in and goes on. */
export default function LoginPage() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [searchParams] = useSearchParams();
  return (
    <LoginScreen
      onSignedIn={async (session) => {
        startSession(dispatch, session.accessToken, session.defaultPassword);
        await navigate(afterLoginPath(searchParams.get('redirect'), session.defaultPassword), {
          replace: true,
        });
      }}
    />
  );
}

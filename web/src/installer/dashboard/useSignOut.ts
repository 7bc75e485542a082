import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MESSAGES } from '@portfolio/contract';
import { logout, logoutEverywhere } from '../accounts/api/users';
import { SESSION_ENDED } from '../shared/useUnsavedChanges';
import { LOGIN_PATH } from '../shared/access';

/** Logout (this session, then the home page) and Sign out everywhere (every session, then the sign-in screen). */
export const useSignOut = () => {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState<'here' | 'everywhere'>();

  const here = async () => {
    setLeaving('here');
    try {
      await logout();
    } catch (error) {
      console.error(error);
    }
    navigate('/', { state: SESSION_ENDED });
  };

  const everywhere = async () => {
    setLeaving('everywhere');
    try {
      await logoutEverywhere();
      navigate(LOGIN_PATH, { state: { notice: MESSAGES.signedOutEverywhere } });
    } catch (error) {
      // A 401 (already signed out) is handled by the dashboard; anything else leaves the user here.
      console.error(error);
      setLeaving(undefined);
    }
  };

  return { leaving, here, everywhere };
};

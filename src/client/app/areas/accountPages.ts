// The account settings pages that the student and instructor areas both mount (profile, password,
// social sign-in, settings, deleting the account) and the instructor's profile page: the "account"
// chunk, loaded by either area when one of them is opened and cached for the other.
import { lazy } from 'react';

export const EditProfilePage = lazy(() => import(/* webpackChunkName: "account" */ '../../features/account/EditProfilePage'));
export const ChangePasswordPage = lazy(() => import(/* webpackChunkName: "account" */ '../../features/account/ChangePasswordPage'));
export const SocialLoginPage = lazy(() => import(/* webpackChunkName: "account" */ '../../features/social/SocialLoginPage'));
export const SettingsPage = lazy(() => import(/* webpackChunkName: "account" */ '../../features/people/SettingsPage'));
export const DeleteAccountPage = lazy(() => import(/* webpackChunkName: "account" */ '../../features/people/DeleteAccountPage'));
export const InstructorEditProfilePage = lazy(() => import(/* webpackChunkName: "account" */ '../../features/people/InstructorEditProfilePage'));

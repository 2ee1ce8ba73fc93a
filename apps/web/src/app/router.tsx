import { loadAppTexts } from '@/lib/i18n';
import { lazyComponent } from '@/lib/lazy-component';
import { Navigate, Route, Routes } from 'react-router';
import { RequireCustomer } from './guards/require-customer';
import { RequireStaff } from './guards/require-staff';
import { BareLayout } from './layouts/bare-layout';
import { RootLayout } from './layouts/root-layout';
import { UnauthorizedRedirect } from './unauthorized-redirect';

/*
 * Declarative routes rather than the data router: the data router alone is about 17 KB gzipped more,
 * and /login has a 150 KB budget (DESIGN.md §8). Every screen is its own chunk, loaded on demand.
 */
const LoginPage = lazyComponent(
  () => import('../features/auth-customer/components/login-page'),
  (m) => m.LoginPage,
);
const BranchLoginPage = lazyComponent(
  () => import('../features/auth-staff/components/branch-login-page'),
  (m) => m.BranchLoginPage,
);
const SuccessPage = lazyComponent(
  () => import('../features/success/components/success-page'),
  (m) => m.SuccessPage,
);
const NotFoundPage = lazyComponent(
  () => import('./pages/not-found-page'),
  (m) => m.NotFoundPage,
);
// The screens after sign-in bring their English texts with their layout (lib/i18n.ts loadAppTexts).
const CustomerLayout = lazyComponent(
  () => Promise.all([import('./layouts/customer-layout'), loadAppTexts()]).then(([module]) => module),
  (m) => m.CustomerLayout,
);
const StaffLayout = lazyComponent(
  () => Promise.all([import('./layouts/staff-layout'), loadAppTexts()]).then(([module]) => module),
  (m) => m.StaffLayout,
);
const StatusPage = lazyComponent(
  () => import('../features/status/components/status-page'),
  (m) => m.StatusPage,
);
const CreateAccountPage = lazyComponent(
  () => import('../features/create-account/components/create-account-page'),
  (m) => m.CreateAccountPage,
);
const FirstHolderPage = lazyComponent(
  () => import('../features/holder-details/components/first-holder-page'),
  (m) => m.FirstHolderPage,
);
const OtherHolderPage = lazyComponent(
  () => import('../features/holder-details/components/other-holder-page'),
  (m) => m.OtherHolderPage,
);
const CustomerListPage = lazyComponent(
  () => import('../features/customer-list/components/customer-list-page'),
  (m) => m.CustomerListPage,
);
const ReviewQueuePage = lazyComponent(
  () => import('../features/review-queue/components/review-queue-page'),
  (m) => m.ReviewQueuePage,
);
const FollowUpPage = lazyComponent(
  () => import('../features/follow-up/components/follow-up-page'),
  (m) => m.FollowUpPage,
);
// Opened from an SMS link without signing in: its texts are the screens' after sign-in, loaded with it.
const ConsentPage = lazyComponent(
  () => Promise.all([import('../features/consent/components/consent-page'), loadAppTexts()]).then(([module]) => module),
  (m) => m.ConsentPage,
);
const StaffApplicationPage = lazyComponent(
  () => import('../features/staff-application/components/staff-application-page'),
  (m) => m.StaffApplicationPage,
);

export function AppRoutes() {
  return (
    <>
      <UnauthorizedRedirect />
      <Routes>
        <Route element={<RootLayout />}>
          <Route index element={<Navigate to="/Status" replace />} />
          {/* A holder's own agreement from the SMS link: no session, a page of its own (the link's token is the key). */}
          <Route path="Consent/:token" element={<ConsentPage />} />
          <Route element={<BareLayout />}>
            <Route path="login" element={<LoginPage />} />
            <Route path="BranchLogin" element={<BranchLoginPage />} />
            {/* One application's success page, signed in (decision 019): a bare /success has none. */}
            <Route path="success" element={<Navigate to="/Status" replace />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
          <Route element={<RequireCustomer />}>
            <Route element={<CustomerLayout />}>
              <Route path="Status" element={<StatusPage />} />
              <Route path="CreateNewAccount" element={<CreateAccountPage />} />
              {/* Each wizard step has its URL (/FirstHolder/family); a bare path resumes where the holder stopped. */}
              <Route path="FirstHolder/:step?" element={<FirstHolderPage />} />
              <Route path="Registration/:step?" element={<FirstHolderPage />} />
              <Route path="OtherHolder/:step?" element={<OtherHolderPage />} />
              <Route path="success/:registrationId" element={<SuccessPage />} />
            </Route>
          </Route>
          <Route element={<RequireStaff />}>
            <Route element={<StaffLayout />}>
              {/* The staff's home: what waits for their review step (docs/decisions/043). */}
              <Route path="ToDo" element={<ReviewQueuePage />} />
              <Route path="CustomerList" element={<CustomerListPage />} />
              <Route path="CustomerList/:registrationId" element={<StaffApplicationPage />} />
              <Route path="FollowUp" element={<FollowUpPage />} />
            </Route>
          </Route>
        </Route>
      </Routes>
    </>
  );
}

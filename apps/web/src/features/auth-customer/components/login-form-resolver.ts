import { zodResolver } from '@hookform/resolvers/zod';
import { getOtpRequestSchema } from '@portal/domain';
import type { Resolver } from 'react-hook-form';

export interface LoginFormValues {
  MobileNo: string;
  Email: string;
}

export const loginFormResolver = zodResolver(
  getOtpRequestSchema.pick({ MobileNo: true, Email: true }),
) as unknown as Resolver<LoginFormValues>;

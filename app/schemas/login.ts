import * as v from 'valibot';
import { email } from './fields';

export const SendCodeSchema = v.object({ email: email('Email') });

export const CODE_LENGTH = 6;

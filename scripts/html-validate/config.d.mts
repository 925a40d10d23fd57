import type {ConfigData} from 'html-validate';

export const htmlValidateConfig: ConfigData;

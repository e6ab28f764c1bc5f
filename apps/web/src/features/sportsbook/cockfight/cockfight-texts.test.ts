import { describeFeatureTexts } from '../../../i18n/feature-texts.test-support';
import en from './locales/en.json';
import my from './locales/my.json';
import zh from './locales/zh.json';

describeFeatureTexts('cockfight texts', { en, zh, my });

import { describeFeatureTexts } from '../../i18n/feature-texts.test-support';
import en from './shell/locales/en.json';
import my from './shell/locales/my.json';
import zh from './shell/locales/zh.json';

describeFeatureTexts('back office shell texts', { en, zh, my });

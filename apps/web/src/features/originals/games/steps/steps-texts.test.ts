import { describeFeatureTexts } from '../../../../i18n/feature-texts.test-support';
import en from '../../locales/steps.en.json';
import my from '../../locales/steps.my.json';
import zh from '../../locales/steps.zh.json';

describeFeatureTexts('the step-by-step originals texts', { en, zh, my });

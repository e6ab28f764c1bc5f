import { describeFeatureTexts } from '../../i18n/feature-texts.test-support';
import accountsEn from './locales/accounts.en.json';
import accountsMy from './locales/accounts.my.json';
import accountsZh from './locales/accounts.zh.json';
import en from './locales/en.json';
import my from './locales/my.json';
import zh from './locales/zh.json';

describeFeatureTexts('agent centre texts', { en, zh, my });
describeFeatureTexts('agent centre texts: register accounts, transfers, header links', { en: accountsEn, zh: accountsZh, my: accountsMy });

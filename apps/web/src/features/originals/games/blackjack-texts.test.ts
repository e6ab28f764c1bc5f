import { describeFeatureTexts } from '../../../i18n/feature-texts.test-support';
import en from '../locales/blackjack.en.json';
import my from '../locales/blackjack.my.json';
import zh from '../locales/blackjack.zh.json';

describeFeatureTexts('the blackjack texts', { en, zh, my });

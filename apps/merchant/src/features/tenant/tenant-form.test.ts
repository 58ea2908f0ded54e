import { describe, expect, it } from 'vitest';
import type { TTenantSignIn } from '@delivery/contract/tenant-settings';
import { contrastOf, moveSlide, newSlide, sectionIssues, withFlag } from './tenant-form.ts';

const signIn: TTenantSignIn = {
  menu_web: { display_menu: '1', google: '0', facebook: '0', phone: '1' },
  menu_ios: null,
  menu_android: null,
  text_email: '',
  label_login_phone: '',
  by_input: '0',
  input_type: null,
  label_generic_top: '',
  internal_label: '',
  text_button_next: '',
};

describe('contrastOf', () => {
  it('reads the demo red as fine and a light yellow as too low, in pt-BR digits', () => {
    expect(contrastOf('#d0112b')).toEqual({ ratio: '5,5', low: false });
    expect(contrastOf('#f5c400')).toEqual({ ratio: '1,6', low: true });
    expect(contrastOf('#000000')).toEqual({ ratio: '21,0', low: false });
  });

  it('never rounds a colour just below the minimum up to it', () => {
    // 4.48:1 on white.
    expect(contrastOf('#777777')).toEqual({ ratio: '4,4', low: true });
  });

  it('says nothing of what is not yet a colour', () => {
    expect(contrastOf('#12')).toBeNull();
    expect(contrastOf('vermelho')).toBeNull();
  });
});

describe('sectionIssues', () => {
  it('passes a form the API takes', () => {
    expect(sectionIssues('sign_in', signIn)).toBeNull();
    expect(
      sectionIssues('appearance', {
        title: 'Pede Já',
        short_name: 'Pede Já!',
        icone: '/icon.svg',
        logo_pwa_app: '',
        primary: '#1F5FBF',
      }),
    ).toBeNull();
  });

  it('names each field wrong in the API’s words', () => {
    expect(
      sectionIssues('appearance', {
        title: '',
        short_name: 'Pizzaria Napoli',
        icone: 'http://x',
        logo_pwa_app: '',
        primary: '#12',
      }),
    ).toEqual({
      title: 'informe o nome',
      short_name: 'use no máximo 12 caracteres: é o que cabe sob o ícone',
      icone: 'use um endereço que comece com https:// ou /',
      primary: 'use uma cor no formato #RRGGBB',
    });
    expect(
      sectionIssues('sign_in', {
        ...signIn,
        menu_ios: { display_menu: '1', google: '0', facebook: '1', phone: '0' },
        by_input: '1',
        input_type: 'CPF',
        label_generic_top: 'Entre com seu CPF',
      }),
    ).toEqual({
      'menu_ios.facebook': 'o Facebook não é oferecido no iOS',
      internal_label: 'informe o texto do login por campo único',
      text_button_next: 'informe o texto do login por campo único',
    });
  });
});

describe('withFlag', () => {
  it('sets one flag of a menu', () => {
    expect(withFlag(signIn.menu_web, 'phone', false)).toEqual({
      display_menu: '1',
      google: '0',
      facebook: '0',
      phone: '0',
    });
  });

  it('gives a platform without a menu one, and none again once every flag is off', () => {
    const shown = withFlag(null, 'display_menu', true);
    expect(shown).toEqual({ display_menu: '1', google: '0', facebook: '0', phone: '0' });
    expect(withFlag(shown, 'display_menu', false)).toEqual({
      display_menu: '0',
      google: '0',
      facebook: '0',
      phone: '0',
    });
    expect(withFlag(null, 'phone', false)).toBeNull();
  });
});

describe('slides', () => {
  it('move one place up or down, and stay put at either end', () => {
    expect(moveSlide(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveSlide(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveSlide(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveSlide(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('need a title and an image, and link to an address or a page of the app', () => {
    expect(
      sectionIssues('slider', {
        slides: [
          { slider_id: 3, title: 'Terça', image: '/banners/pizza.svg', link: 'restaurante/12', active: '1' },
          { ...newSlide(), link: 'http://exemplo.com' },
        ],
      }),
    ).toEqual({
      'slides.1.title': 'informe o título',
      'slides.1.image': 'informe a imagem',
      'slides.1.link': 'use um endereço que comece com https:// ou uma página do app, como restaurante/12',
    });
  });
});

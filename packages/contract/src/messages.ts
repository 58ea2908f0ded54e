/**
 * The pt-BR message catalogue: every text SPEC.md quotes (sections 1, 2, 4, 5, 8, 9), once.
 * Interpolation uses i18next's `{{name}}`. The web app reads these through its locale file
 * `apps/web/public/locales/pt-BR/spec.json`, generated from this object (`npm run locales`).
 */
export const specMessages = {
  // Section 1
  sandboxBadge: 'Sandbox (Apenas teste)',

  // Section 2: start-up, cookies
  cookieMessage: 'Este site usa cookies para melhorar a sua experiência.',
  cookieAccept: 'Aceitar!',
  cookieDecline: 'Recusar cookies',
  cookieLearnMore: 'Saiba mais',

  // Section 2: sign-in modal
  signInLater: 'ENTRAR DEPOIS',
  signInBack: 'VOLTAR',
  signInHowToContinue: 'Como deseja continuar?',
  continueWithPhone: 'Continuar com Celular',
  continueWithEmail: 'Continuar com Email',
  emailLabelDefault: 'Digite o seu e-mail',
  passwordLabel: 'Digite sua senha',
  signIn: 'Entrar',
  forgotPassword: 'Esqueci minha senha',
  noAccount: 'Não tem cadastro?',
  signUp: 'Cadastrar',
  continue: 'Continuar',
  smsCodeSentTo: 'Digite o código de 4 dígitos que enviamos para:',
  smsCodeNotReceived: 'Não recebi o meu código',

  // Section 2: sign-up modal
  back: 'Voltar',
  fieldName: 'Nome',
  fieldEmail: 'Email',
  fieldPhone: 'Telefone',
  fieldPassword: 'Senha',
  fieldPasswordRepeat: 'Repetir senha',
  register: 'Registrar',

  // Section 2: recovery modal and guards
  recoverPassword: 'Recuperar senha',
  notice: 'Aviso',
  loginRequiredForPage: 'Para ter acesso a esta página você precisa clicar em entrar e efetuar seu login.',
  doLogin: 'Efetuar login',
  cancel: 'Cancelar',
  loginOrRegisterToContinue: 'Você deve efetuar seu login ou se cadastrar para continuar',

  // Section 4
  welcome: 'Seja bem vindo(a), {{name}}',
  goodJob: 'Bom trabalho',
  loading: 'Carregando',
  alreadyHaveCode: 'Já tenho o código',
  checkoutConfirm: 'Estou ciente',
  checkoutCancel: 'Me enganei',

  // Section 5
  invalidCode: 'Código inválido, tente novamente',
  passwordsDoNotMatch: 'Senhas não conferem',
  acceptPrivacyPolicy: 'Você deve aceitar a política de privacidade para continuar',
  fillOneField: 'Por favor preencha um dos campos.',
  selectOption: 'Por favor, selecione uma opção',
  noCodeRequested: 'Você não solicitou nenhum código',
  fillAllFields: 'Por favor preencha todos os campos',
  passwordsDoNotMatchRecovery: 'As senhas não conferem',

  // Section 8
  oops: 'Oops',
  oopsRecovery: 'Oops!',
  unknownError: 'Ocorreu um erro desconhecido',
  unknownErrorTryAgain: 'Ocorreu um erro desconhecido, por favor tente novamente',
  startupErrorApp: 'Ocorreu um erro desconhecido ao iniciar o App',
  startupError: 'Ocorreu um erro desconhecido ao iniciar!',
  popupBlocked:
    'Popup bloqueado, por favor vá em Configurações do seu Navegador -> Pesquise por Popups -> Habilite o nosso site.',
  checkoutErrorTitle: 'Opsss!',
  updateLater: 'Mais tarde',
  update: 'Atualizar',
  pleaseWait: 'Aguarde...',

  // Section 9
  close: 'Fechar',
  yes: 'Sim',
} as const;

export type SpecMessageKey = keyof typeof specMessages;

/** Messages the API answers with (the `message` of the envelope). */
export const apiMessages = {
  ok: 'Sucesso',
  unknownError: specMessages.unknownErrorTryAgain,
  notFound: 'Recurso não encontrado',
  profileNotFound: 'Nenhuma loja está configurada para este endereço',
  wrongTenant: 'Esta requisição pertence a outra loja. Atualize a página e tente novamente',
  payloadTooLarge: 'A requisição é grande demais',
  unsupportedMediaType: 'Formato da requisição não suportado: envie JSON ou formulário',
  malformedBody: 'O corpo da requisição não é um JSON válido',
  rateLimited: 'Muitas tentativas. Aguarde um momento e tente novamente',
  fieldRequired: "O campo '{{field}}' é obrigatório",
  fieldInvalid: "O campo '{{field}}' é inválido: {{reason}}",
  cityNotFound: 'Cidade não encontrada',
  appUpToDate: 'Aplicativo atualizado',
  appUpdateAvailable: 'Há uma nova versão do aplicativo disponível',
} as const;

/** Fills `{{name}}` placeholders; the server's counterpart of i18next's interpolation. */
export function formatMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

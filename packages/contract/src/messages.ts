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
  malformedUrl: 'O endereço da requisição é inválido',
  unreadableRequest: 'A requisição não pôde ser lida',
  headersTooLarge: 'Os cabeçalhos da requisição são grandes demais',
  requestTimedOut: 'A requisição não chegou inteira a tempo',
  rateLimited: 'Muitas tentativas. Aguarde um momento e tente novamente',
  fieldRequired: "O campo '{{field}}' é obrigatório",
  fieldInvalid: "O campo '{{field}}' é inválido: {{reason}}",
  cityNotFound: 'Cidade não encontrada',
  appUpToDate: 'Aplicativo atualizado',
  appUpdateAvailable: 'Há uma nova versão do aplicativo disponível',

  // Catalog
  shopNotFound: 'Loja não encontrada',
  productNotFound: 'Produto não encontrado',
  productUnavailable: '{{product}} não está disponível agora',
  optionUnavailable: '{{option}} não está disponível agora',
  unknownOption: 'Uma das opções escolhidas não existe mais. Escolha de novo',
  chooseAtLeast: 'Escolha ao menos {{min}} em {{group}}',
  chooseAtMost: 'Escolha no máximo {{max}} em {{group}}',
  invalidQuantity: 'Escolha uma quantidade de 1 a 99',
  notDeliveringThere: 'Esta loja não entrega no endereço escolhido',

  // Addresses
  addressSaved: 'Endereço salvo',
  addressDeleted: 'Endereço excluído',
  addressNotFound: 'Endereço não encontrado',
  invalidCep: 'Informe um CEP válido, como 13025-000',
  cepNotFound: 'Não encontramos este CEP',
  districtRequired: 'Escolha o bairro',
  districtNotInCity: 'Este bairro não pertence à cidade escolhida',
  addressNotOnMap: 'Não encontramos este endereço no mapa. Confira a rua e o número',
  lookupFailed: 'Não foi possível consultar agora. Tente novamente em instantes',
  outsideDeliveryArea: 'Nenhuma loja entrega neste endereço ainda',

  // Checkout
  orderOk: 'Tudo certo com o seu pedido',
  invalidProductsList: 'Não entendemos os itens do carrinho. Monte o pedido de novo',
  productNotInShop: 'Um dos produtos não é desta loja. Monte o pedido de novo',
  belowMinimum: 'O pedido mínimo desta loja é {{minimum}}',
  pickupNotOffered: 'Esta loja não oferece retirada no local',
  pricesChanged: 'Os preços mudaram desde que você montou o carrinho. Confira os novos valores',
  shopClosedScheduled: 'A loja está fechada agora. Seu pedido será agendado para {{when}}',
  shopClosedNoSlot: 'A loja está fechada e não tem horários disponíveis nos próximos dias',
  shopPausedUntil: 'A loja pausou os pedidos até {{time}}. Tente de novo a partir desse horário',
  pauseMinutesInvalid: 'A pausa deve ser de 1 minuto a 24 horas',
  invalidSchedule: 'Este horário não está mais disponível. Escolha outro',
  slowerThanUsual: 'A loja está com entregas mais demoradas que o normal: {{estimate}}',
  paymentGroupCash: 'Dinheiro',
  paymentGroupCard: 'Cartão na entrega',
  paymentGroupPix: 'Pix',
  noOnlineCardGateway: 'Pagamento on-line com cartão ainda não está disponível',

  // Orders
  orderPlaced: 'Pedido enviado! Acompanhe o status por aqui',
  orderKeyReused: 'Este pedido já foi enviado com outros dados. Atualize a página e tente de novo.',
  orderAlreadyPlaced: 'Este pedido já foi enviado',
  orderNotFound: 'Pedido não encontrado',
  confirmationNeeded: 'Confirme para continuar: {{reason}}',
  changeTooSmall: 'O troco deve ser para um valor maior que o total do pedido',
  invalidCardFlag: 'Escolha a bandeira do cartão',
  paymentNotAccepted: 'Esta loja não aceita esta forma de pagamento',
  orderFinished: 'Este pedido já foi concluído',
  orderCannotCancel: 'Este pedido não pode mais ser cancelado',
  acceptTimeoutReason: 'A loja não confirmou o pedido a tempo',
  reviewSaved: 'Obrigado pela sua avaliação!',
  reviewNotYet: 'Você poderá avaliar este pedido quando ele for entregue',
  reviewAlreadySaved: 'Você já avaliou este pedido',
  streamTicketInvalid: 'O acompanhamento do pedido expirou. Recarregue a página para continuar',
  tooManyStreams: 'Você já acompanha pedidos demais ao mesmo tempo. Feche outras abas e tente novamente',
  serverBusyStreams: 'O acompanhamento ao vivo está indisponível no momento. Tente novamente em instantes',

  // Coupons and cashback
  couponApplied: 'Cupom aplicado: {{amount}} de desconto',
  couponNotFound: 'Cupom inválido',
  couponExpired: 'Este cupom expirou',
  couponNotStarted: 'Este cupom ainda não está valendo',
  couponOtherShop: 'Este cupom não vale para esta loja',
  couponMinimum: 'Este cupom vale para pedidos a partir de {{minimum}}',
  couponFirstOrder: 'Este cupom vale só para o primeiro pedido',
  couponUsedUp: 'Este cupom já foi usado o máximo de vezes',
  cashbackEarned: 'Cashback do pedido {{order}}',
  cashbackSpent: 'Usado no pedido {{order}}',
  cashbackExpired: 'Cashback expirado',
  cashbackRefunded: 'Devolvido do pedido cancelado {{order}}',

  // Accounts
  loggedIn: 'Login realizado com sucesso',
  registered: 'Cadastro realizado com sucesso!',
  invalidCredentials: 'E-mail/CPF ou senha incorretos',
  sessionExpired: 'Sua sessão expirou. Entre novamente para continuar',
  chooseLoginMode: 'Informe e-mail ou CPF e senha, ou escolha outra forma de entrar',
  socialNotRegistered: 'Não encontramos uma conta ligada ao seu {{provider}}. Complete seu cadastro para continuar',
  socialInvalid: 'Não foi possível confirmar seu login com {{provider}}. Tente novamente',
  socialCredentialRequired: 'Entre novamente com {{provider}} para continuar',
  socialDisabled: 'Esta loja não oferece login com {{provider}}',
  phoneLoginUseSms: 'Para entrar com o celular, confirme o código que enviaremos por SMS',
  loginByInputDisabled: 'Esta loja não permite entrar desta forma',
  guestCpfHasAccount: 'Este CPF já tem cadastro: entre com e-mail ou CPF e senha',
  invalidComanda: 'Informe o número da comanda',
  invalidName: 'Informe o seu nome',
  emailInUse: 'Este e-mail já está cadastrado. Entre com ele ou recupere sua senha',
  phoneInUse: 'Este celular já está cadastrado. Entre com ele por SMS',
  cpfInUse: 'Este CPF já está cadastrado',
  invalidEmail: 'Informe um e-mail válido',
  invalidPhone: 'Informe um celular válido com DDD',
  invalidCpf: 'Informe um CPF válido',
  passwordTooShort: 'A senha deve ter ao menos 6 caracteres',
  passwordsDoNotMatch: specMessages.passwordsDoNotMatch,
  acceptPrivacyPolicy: specMessages.acceptPrivacyPolicy,
  fillAllFields: specMessages.fillAllFields,
  fillOneField: specMessages.fillOneField,
  currentPasswordWrong: 'Senha atual incorreta',
  profileSaved: 'Seus dados foram atualizados',
  termsAccepted: 'Política de privacidade aceita',
  preferencesSaved: 'Preferências salvas',
  pushIdSaved: 'Dispositivo atualizado',
  accountDeleted: 'Sua conta foi excluída. Sentiremos sua falta!',
  signedOut: 'Você saiu da sua conta',
  codeSent: 'Enviamos um código de 4 dígitos para {{destination}}',
  codeInvalid: specMessages.invalidCode,
  codeExpired: 'Este código expirou. Peça um novo código',
  codeTooManyAttempts: 'Muitas tentativas erradas. Peça um novo código',
  codeResendTooSoon: 'Aguarde um minuto para pedir um novo código',
  noCodeRequested: specMessages.noCodeRequested,
  codeChecked: 'Código confirmado',
  customerNotFound: 'Não encontramos um cadastro com esses dados',
  recoveryFound: 'Escolha como deseja receber o código',
  recoveryExpired: 'Esta solicitação expirou. Comece a recuperação de novo',
  channelUnavailable: 'Este cadastro não tem como receber o código por esse meio',
  passwordChanged: 'Senha alterada com sucesso! Entre com a nova senha',
  sendFailed: 'Não foi possível enviar a mensagem agora. Tente novamente em instantes',
  smsCodeText: '{{title}}: seu código de verificação é {{code}}. Ele vale por 10 minutos. Não o compartilhe.',
  voiceCodeText: 'Olá! Aqui é {{title}}. Seu código de verificação é: {{spelled}}. Repetindo: {{spelled}}.',
  emailCodeSubject: '{{title}}: seu código para criar uma nova senha',
  emailCodeText:
    'Olá, {{name}}!\n\nSeu código para criar uma nova senha é {{code}}. Ele vale por 10 minutos.\n\nSe você não pediu, ignore este e-mail: sua senha continua a mesma.',
} as const;

/** Fills `{{name}}` placeholders; the server's counterpart of i18next's interpolation. */
export function formatMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

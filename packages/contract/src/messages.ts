import { limits } from './constants.ts';
import { pricingMessages } from './pricing-messages.ts';
/**
 * The pt-BR message catalogue: every text docs/product.md quotes (sections 1, 2, 4, 5, 8, 9), once.
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
  tenantSuspended:
    'Este endereço está temporariamente fora do ar. Nenhum pedido ou cadastro foi perdido: volte mais tarde',
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
  ...pricingMessages,
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
  invalidProductsList: 'Não entendemos os itens da sacola. Monte o pedido de novo',
  productNotInShop: 'Um dos produtos não é desta loja. Monte o pedido de novo',
  belowMinimum: 'O pedido mínimo desta loja é {{minimum}}',
  pickupNotOffered: 'Esta loja não oferece retirada no local',
  pricesChanged: 'Os preços mudaram desde que você montou a sacola. Confira os novos valores',
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
  paymentGroupCardOnline: 'Cartão de crédito ou débito (pague pelo app)',
  cardAccountUnavailable: 'Pagamento com cartão pelo app não está disponível nesta plataforma. Fale com o suporte',
  cardConnectExpired: 'A autorização expirou ou não é desta conta. Clique em Conectar de novo',
  cardConnectRefused: 'O Mercado Pago não confirmou a autorização. Clique em Conectar de novo',
  cardAccountConnected: 'Conta do Mercado Pago conectada. Os clientes já podem pagar com cartão pelo app',
  cardAccountDisconnected: 'Conta desconectada. Os pedidos já pagos ainda podem ser estornados por ela',
  cardBrandsSaved: 'Bandeiras salvas',
  cardAccountNone: 'Nenhuma conta do Mercado Pago conectada',
  cardAccountOperatorOnly: 'A conta do marketplace só pode ser alterada pelo operador',
  cardGatewayUnreachable: 'Não foi possível falar com o Mercado Pago agora. Tente de novo em instantes',
  cardTokenMissing: 'Informe os dados do cartão',
  cardNotAccepted: 'Esta loja não aceita pagamento com cartão pelo app agora. Escolha outra forma de pagamento',
  cardPaidByGateway: 'O cartão pelo app é confirmado pelo Mercado Pago, não à mão',
  savedCardNotFound: 'Cartão não encontrado',
  savedCardRemoved: 'Cartão removido',
  refundPartAsked: 'Estorno de {{amount}} solicitado. O cliente já vê no pedido',
  refundPartNotCard: 'Só um pedido pago com cartão pelo app pode ser estornado em parte',
  refundPartTooMuch: 'O valor passa do que ainda pode ser estornado ({{amount}})',
  cardNotificationRefused: 'Notificação recusada: assinatura inválida ou antiga',
  cardNotificationTaken: 'Notificação recebida',

  // Orders
  orderPlaced: 'Pedido enviado! Acompanhe o status por aqui',
  orderKeyReused: 'Este pedido já foi enviado com outros dados. Atualize a página e tente de novo.',
  orderAlreadyPlaced: 'Este pedido já foi enviado',
  orderNotFound: 'Pedido não encontrado',
  orderNotWaitingAcceptance: 'Este pedido não está aguardando o aceite da loja',
  orderNotWaitingPix: 'Este pedido não está aguardando um Pix',
  confirmationNeeded: 'Confirme para continuar: {{reason}}',
  changeTooSmall: 'O troco deve ser para um valor maior que o total do pedido',
  invalidCardFlag: 'Escolha a bandeira do cartão',
  invalidCardType: 'Escolha se o cartão é de crédito ou de débito',
  cardTypeNotTaken: 'Crédito ou débito só se escolhe para cartão de banco na entrega',
  paymentNotAccepted: 'Esta loja não aceita esta forma de pagamento',
  cardFlagNotAccepted: 'Esta loja não aceita cartão {{flag}}. Escolha outra bandeira ou forma de pagamento',
  noChangeGiven: 'Esta loja não leva troco. Pague o valor exato em dinheiro ou escolha outra forma de pagamento',
  orderFinished: 'Este pedido já foi concluído',
  orderCannotCancel: 'Este pedido não pode mais ser cancelado',
  orderMovedMeanwhile: 'Este pedido mudou de status enquanto isso. Confira o painel atualizado',
  orderAcceptFirst: 'Aceite o pedido informando o tempo estimado',
  orderAlreadyAccepted: 'Este pedido já foi aceito. Para desistir dele, cancele informando o motivo',
  orderAccepted: 'Pedido aceito. O cliente já vê o horário previsto',
  orderRejected: 'Pedido recusado. O cliente foi avisado',
  orderCancelled: 'Pedido cancelado. O cliente foi avisado',
  orderAdvanced: 'Status do pedido atualizado',
  orderMarkedPaid: 'Pagamento confirmado',
  orderAlreadyPaid: 'Este pedido já estava pago',
  orderCancelledUnpaid: 'Este pedido foi cancelado: não há pagamento a confirmar',
  orderRefundMarked: 'Devolução registrada. O cliente vê que o dinheiro foi devolvido',
  orderRefundAlready: 'Esta devolução já estava registrada',
  orderNoShopRefund: 'Este pedido não tem devolução a fazer pela loja',
  shopPaused: 'Pedidos pausados por {{minutes}} minutos. A loja aparece fechada até lá',
  shopResumed: 'A loja voltou a receber pedidos',
  autoAcceptOn: 'Pedidos novos serão aceitos automaticamente',
  autoAcceptOff: 'Pedidos novos voltam a esperar o aceite da loja',
  menuItemSoldOut: '{{name}} acabou: os clientes não conseguem pedir até voltar',
  menuItemBack: '{{name}} voltou ao cardápio',
  menuItemNotFound: 'Item não encontrado no cardápio desta loja',
  categoryNotFound: 'Categoria não encontrada nesta loja',
  categorySaved: 'Categoria “{{name}}” salva',
  productSaved: '“{{name}}” salvo no cardápio',
  productCopyName: '{{name}} (cópia)',
  productDuplicated: 'Cópia criada: “{{name}}”',
  menuOrderSaved: 'Nova ordem salva',
  menuOrderStale: 'O cardápio mudou enquanto você ordenava. Confira a lista e tente de novo.',
  menuEditConflict:
    '“{{name}}” foi alterado por outra pessoa enquanto você editava. Confira como ficou e salve de novo.',
  hoursSaved: 'Horários salvos. Os clientes já veem a loja com eles',
  hoursUnchanged: 'Nada mudou nos horários',
  hoursEditConflict:
    'Os horários de {{shop}} foram alterados por outra pessoa enquanto você editava. Confira como ficaram e salve de novo.',
  deliverySaved: 'Entrega salva. Os clientes já veem as novas taxas',
  deliveryUnchanged: 'Nada mudou na entrega',
  deliveryEditConflict:
    'A entrega de {{shop}} foi alterada por outra pessoa enquanto você editava. Confira como ficou e salve de novo.',
  deliveryNoWay:
    'A loja ficaria sem receber pedidos: entregue em ao menos um bairro ou deixe a retirada no local ligada.',
  deliveryNoWayGeocode:
    'A loja ficaria sem receber pedidos: informe a localização e ao menos uma faixa de distância, ou deixe a retirada no local ligada.',
  deliveryOtherMode: 'esta loja cobra a entrega {{mode}}; deixe esta lista vazia',
  deliveryDistrictElsewhere: 'o bairro não é da cidade da loja',
  paymentsSaved: 'Pagamentos salvos. O checkout dos clientes já segue o que você escolheu',
  paymentsUnchanged: 'Nada mudou nos pagamentos',
  paymentsEditConflict:
    'Os pagamentos de {{shop}} foram alterados por outra pessoa enquanto você editava. Confira como ficaram e salve de novo.',
  contactSaved: 'Contato salvo. A página de contato da loja já mostra os novos dados',
  contactUnchanged: 'Nada mudou no contato',
  contactEditConflict:
    'O contato de {{shop}} foi alterado por outra pessoa enquanto você editava. Confira como ficou e salve de novo.',
  contactMessageSent: 'Mensagem enviada! {{to}} vai responder pelo contato que você deixou.',
  contactMessageTooMany: 'Você já enviou várias mensagens agora há pouco. Aguarde um pouco e tente novamente',
  contactNoRecipient: 'Esta loja ainda não tem como receber mensagens. Use o telefone ou o WhatsApp',
  paymentsPixMissing: 'Para aceitar Pix, informe a chave Pix da loja ou um provedor Pix',
  providerSecretMissing: 'Provedor Pix: informe {{field}}',
  providerSandboxOnly: 'Provedor Pix: use um endereço https:// (um caminho só vale no sandbox)',
  /** A provider's base_url or token_url leading to this server's machine or network. */
  providerNotPublic:
    'Provedor Pix: use o endereço público do provedor na internet (endereços internos não são aceitos)',
  secretsKeyMissing:
    'O servidor não tem a chave para guardar segredos (SECRETS_KEY). Peça ao suporte da plataforma para configurá-la.',
  tenantSaved: 'Alterações salvas. Os clientes já as veem ao abrir o app',
  tenantUnchanged: 'Nada mudou nesta parte',
  tenantEditConflict:
    'Esta parte das configurações de {{tenant}} foi alterada por outra pessoa enquanto você editava. Confira como ficou e salve de novo.',
  slideNotFound: 'Destaque não encontrado: a lista mudou. Confira como ficou e salve de novo',
  tenantOperatorOnly: 'Apenas o operador da plataforma pode mudar estas configurações',
  promoNotBelowPrice: 'O preço promocional precisa ser menor que o preço',
  halfPricingSaved: 'Regra do meio a meio salva: vale para os próximos pedidos',
  optionGroupSaved: 'Grupo “{{name}}” salvo',
  optionGroupDeleted: 'Grupo “{{name}}” removido',
  optionGroupNotFound: 'Grupo de opções não encontrado neste produto',
  secondFlavoursGroup: 'Este produto já tem um grupo de sabores: um meio a meio tem um só',
  photoNotOfShop: 'Envie a foto pelo painel desta loja antes de salvar o produto',
  acceptTimeoutReason: 'A loja não confirmou o pedido a tempo',
  pixExpiredReason: 'Pagamento Pix não recebido a tempo',
  reviewSaved: 'Obrigado pela sua avaliação!',
  reviewNotYet: 'Você poderá avaliar este pedido quando ele for entregue',
  reviewNotYetPickup: 'Você poderá avaliar este pedido depois de retirá-lo na loja',
  reviewAlreadySaved: 'Você já avaliou este pedido',
  /** Who wrote a review, when the account keeps no name. */
  reviewerWithoutName: 'Cliente',
  streamTicketInvalid: 'O acompanhamento do pedido expirou. Recarregue a página para continuar',
  tooManyStreams: 'Você já acompanha pedidos demais ao mesmo tempo. Feche outras abas e tente novamente',
  serverBusyStreams: 'O acompanhamento ao vivo está indisponível no momento. Tente novamente em instantes',
  boardTicketInvalid: 'A conexão ao vivo do painel expirou. Recarregue a página para continuar',
  tooManyBoards: 'O painel de pedidos já está aberto em telas demais com a sua conta. Feche alguma e tente novamente',

  // Payments
  pixUnavailable: 'Não foi possível gerar o Pix agora. Tente novamente ou escolha outra forma de pagamento',
  pixWebhookRefused: 'Notificação Pix não autorizada',
  pixReceived: 'Notificação Pix recebida',
  /** What the payer's bank app shows of a charge (API Pix `solicitacaoPagador`, 140 at most). */
  pixChargeText: 'Pedido nº {{number}} — {{shop}}',
  /** What the payer's bank statement shows of a devolução (API Pix `descricao`, 140 at most). */
  pixRefundDescription: 'Devolução do pedido nº {{number}}, cancelado',

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
  cashbackForfeited: 'Perdido com a exclusão da conta',

  // Coupons and cashback in the merchant panel (decision 0035)
  couponSaved: 'Cupom {{code}} salvo',
  couponPaused: 'Cupom {{code}} pausado: não é aceito até você retomá-lo',
  couponResumed: 'Cupom {{code}} voltou a ser aceito',
  couponEnded: 'Cupom {{code}} encerrado. Ele continua na lista com os seus usos',
  couponCodeTaken: 'Já existe um cupom {{code}} que não foi encerrado. Encerre-o ou escolha outro código',
  couponEditConflict:
    'O cupom {{code}} foi alterado por outra pessoa enquanto você editava. Confira como ficou e salve de novo.',
  couponIsEnded: 'O cupom {{code}} foi encerrado e não pode mais ser alterado',
  couponNotInShop: 'Cupom não encontrado nesta loja',
  couponProfileWideOperatorOnly: 'Apenas um operador pode criar ou alterar cupons que valem em todas as lojas',
  cashbackSaved: 'Cashback da loja salvo',
  cashbackEditConflict:
    'O cashback da loja foi alterado por outra pessoa enquanto você editava. Confira como ficou e salve de novo.',

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
  passwordTooShort: `A senha deve ter ao menos ${limits.passwordMinLength} caracteres`,
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
  deleteRefusedOpenOrders:
    'Sua conta não pode ser excluída enquanto houver um pedido em andamento. Tente de novo depois que ele for entregue ou cancelado',
  deletePasswordRequired: 'Digite sua senha para confirmar a exclusão da conta',
  deletePasswordWrong: 'Senha incorreta. Sua conta não foi excluída',
  deleteCodeRequired: 'Digite o código que enviamos para confirmar a exclusão da conta',
  deleteNeedsPassword: 'Para confirmar a exclusão, crie uma senha em Editar perfil e volte aqui',
  deleteCodeNotNeeded: 'Esta conta não confirma a exclusão por código',
  deleteCodeSmsText:
    '{{title}}: seu código para excluir sua conta é {{code}}. Ele vale por 10 minutos. Se não foi você, ignore esta mensagem.',
  deleteCodeEmailSubject: '{{title}}: seu código para excluir a conta',
  deleteCodeEmailText:
    'Olá, {{name}}!\n\nSeu código para confirmar a exclusão da sua conta é {{code}}. Ele vale por 10 minutos.\n\nSe você não pediu, ignore este e-mail: sua conta continua como está.',
  favouriteAdded: 'Loja adicionada aos seus favoritos',
  favouriteRemoved: 'Loja removida dos seus favoritos',
  signedOut: 'Você saiu da sua conta',
  codeSent: 'Enviamos um código de 4 dígitos para {{destination}}',
  codeInvalid: specMessages.invalidCode,
  codeExpired: 'Este código expirou. Peça um novo código',
  codeTooManyAttempts: 'Muitas tentativas erradas. Peça um novo código',
  codeResendTooSoon: 'Aguarde um minuto para pedir um novo código',
  codeSendsExhausted: 'Já enviamos muitos códigos para este contato. Tente de novo em até 1 hora',
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

  // The platform's console (decision 0082)
  platformInvalidCredentials: 'E-mail, senha ou código incorretos',
  platformSignedIn: 'Bem-vindo(a) ao console da plataforma, {{name}}',
  platformSessionExpired: 'Sua sessão no console da plataforma expirou. Entre novamente',
  platformTenantSuspended: 'Acesso a {{tenant}} suspenso: seus endereços mostram uma página de aviso',
  platformTenantResumed: 'Acesso a {{tenant}} restabelecido',
  platformTenantNotFound: 'Cliente da plataforma não encontrado',
  platformTenantCreated: '{{tenant}} criado. Enviamos o convite para {{email}}',
  platformDomainLive: 'O endereço {{host}} já está no ar',
  platformDomainPending:
    'Endereço {{host}} adicionado. Ele entra no ar quando o registro TXT estiver publicado no DNS e for verificado',
  platformDomainVerified: 'Endereço {{host}} verificado: já está no ar',
  platformDomainNotVerified:
    'Ainda não encontramos o registro TXT {{name}} com o valor indicado. Confira no provedor de DNS do domínio e tente de novo: a publicação pode levar alguns minutos',
  platformDomainLookupFailed: 'Não foi possível consultar o DNS agora. Tente de novo em alguns minutos',
  platformDomainTaken: 'O endereço {{host}} já é usado por um cliente da plataforma',
  platformDomainReserved: 'O endereço {{host}} é da própria plataforma e não pode ser de um cliente',
  platformDomainNotFound: 'Endereço não encontrado',
  platformInviteFrom: 'a equipe da plataforma',
  platformTenantPlanSaved: 'Plano de {{tenant}} salvo',
  platformSingleHasShops: 'Uma loja única tem uma loja só, e {{tenant}} tem {{shops}}',
  platformShopLimitBelow: '{{tenant}} já tem {{shops}} lojas: o limite não pode ser menor',

  // Staff (merchant panel)
  staffInvalidCredentials: 'E-mail ou senha incorretos',
  staffSignedIn: 'Bem-vindo(a) ao painel, {{name}}',
  staffNoShop: 'Sua conta não tem acesso a nenhuma loja. Peça um convite ao dono da loja',
  staffSessionExpired: 'Sua sessão no painel expirou. Entre novamente',
  staffNotAllowed: 'Apenas o dono da loja ou o operador pode fazer isso',
  staffOperatorOnly: 'Apenas um operador pode convidar outro operador',
  staffShopRequired: 'Escolha a loja do convite',
  staffInvited: 'Convite enviado para {{email}}',
  staffAlreadyInShop: 'Esta pessoa já faz parte da equipe desta loja',
  staffInviteInvalid: 'Este convite não vale mais. Peça um novo ao dono da loja',
  staffPasswordRequired: 'Escolha uma senha para entrar no painel',
  staffRemoved: 'Acesso removido',
  staffNotInShop: 'Esta pessoa não faz parte da equipe desta loja',
  staffCannotRemoveSelf: 'Você não pode remover o seu próprio acesso',
  staffResetSent: 'Se este e-mail tiver acesso ao painel, enviamos um link para criar uma nova senha',
  staffResetInvalid: 'Este link não vale mais. Peça um novo link para criar sua senha',
  staffInviteSubject: '{{title}}: convite para o painel da loja {{shop}}',
  staffInviteText:
    'Olá, {{name}}!\n\n{{inviter}} convidou você para o painel de {{shop}} como {{role}}.\n\nPara entrar, abra: {{link}}\n\nO convite vale por 7 dias.',
  staffResetSubject: '{{title}}: link para criar uma nova senha do painel',
  staffResetText:
    'Olá, {{name}}!\n\nPara criar uma nova senha do painel, abra: {{link}}\n\nO link vale por 30 minutos. Se você não pediu, ignore este e-mail: sua senha continua a mesma.',
  reportRangeInvalid: 'Escolha um período de 1 a {{max}} dias, com a data inicial antes da final',
  staffRoleOwner: 'dono(a)',
  staffRoleAttendant: 'atendente',
  staffRoleOperator: 'operador(a)',

  // A marketplace's commission plans (decision 0085)
  financeOperatorsOnly: 'Apenas os operadores do marketplace definem as comissões',
  financeSingleShop: 'Esta plataforma é de uma loja só: ela não cobra comissão',
  commissionPlanSaved: 'Plano salvo. Vale para os pedidos feitos a partir de agora',
  commissionPlanDefault: 'A loja segue o plano padrão nos pedidos feitos a partir de agora',
  statementNotFound: 'Extrato não encontrado',
  statementsSingleShop: 'Esta plataforma é de uma loja só: ela não tem extratos com um marketplace',
  statementsOperatorsOnly: 'Apenas os operadores do marketplace veem os saldos das lojas e marcam extratos como pagos',
  statementStillOpen: 'Este extrato ainda está aberto: ele pode ser pago depois que o período fechar',
  statementAlreadyPaid: 'Este extrato já foi marcado como pago',
  statementPaid: 'Extrato marcado como pago',

  // The shops of a MARKETPLACE, run by its operators (decision 0039)
  tenantOperatorsOnly: 'Apenas os operadores da plataforma cadastram e abrem lojas',
  tenantSingleShop: 'Esta plataforma é de uma loja só: ela não recebe outras lojas',
  tenantShopLimit: 'O plano deste marketplace permite até {{max}} lojas. Fale com a plataforma para cadastrar mais',
  shopCreated: 'Loja {{name}} cadastrada. Enviamos o convite para {{email}}',
  shopNeedsProducts: 'Cadastre ao menos um produto disponível antes de abrir a loja aos clientes',
  shopNeedsHours: 'Cadastre os horários de funcionamento da semana antes de abrir a loja aos clientes',
  shopNeedsDelivery: 'Defina onde a loja entrega (ou ative a retirada na loja) antes de abrir a loja aos clientes',
  shopOpened: '{{name}} aparece para os clientes',
  shopHidden: '{{name}} saiu da lista dos clientes',
  cityServed: '{{name}} ({{state}}) entrou na lista de cidades',
  cityAlreadyServed: '{{name}} ({{state}}) já está na lista de cidades',
  districtAdded: 'Bairro {{name}} adicionado',
  districtExists: 'O bairro {{name}} já está na lista desta cidade',

  // Open Delivery from the panel's "Integração" (issue 18)
  openDeliveryCredentialsIssued: 'Credenciais geradas. Copie o client secret agora: ele não será mostrado de novo',
  openDeliverySaved: 'Integração salva',
  openDeliveryNoLink: 'Gere as credenciais da integração antes de configurá-la',
  openDeliveryImported: 'Cardápio importado do sistema da loja',
  openDeliveryImportedWithReport: 'Cardápio importado. Veja abaixo o que não pôde ser trazido',
  openDeliveryImportFailed: 'A importação do cardápio falhou: {{failure}}',
  openDeliveryNoMerchantUrl: 'Informe e salve o endereço do cardápio do sistema antes de importar',
  openDeliveryHttpsOnly: 'Use endereços https:// para o sistema da loja: http:// só vale no sandbox',

  // Uploads and product photos (decision 0033)
  multipartExpected: 'Envie o arquivo em um formulário multipart/form-data',
  malformedForm: 'O formulário enviado não pôde ser lido',
  formTooLarge: 'O formulário tem campos ou arquivos demais',
  photoSaved: 'Foto enviada',
  photoTooLarge: 'A foto deve ter no máximo {{max}} MB',
  photoTypeRefused: 'Envie uma foto em JPEG, PNG, WebP ou AVIF',
  photoHeicRefused:
    'Fotos HEIC ainda não são aceitas. Envie em JPEG (no iPhone: Ajustes > Câmera > Formatos > Mais Compatível)',
  photoUnreadable: 'Não conseguimos abrir esta foto: o arquivo parece incompleto ou corrompido',
  photoTooManyPixels: 'A foto tem resolução alta demais: o máximo é {{max}} megapixels',
  photoStoreFailed: 'Não foi possível guardar a foto agora. Tente novamente em instantes',

  // Push notifications (decision 0031)
  pushSubscribed: 'Avisos ativados neste aparelho',
  pushUnsubscribed: 'Avisos desativados neste aparelho',
  pushNewOrderTitle: 'Novo pedido #{{number}} — {{total}}',
  /** The body when the person runs one shop: what tapping does. */
  pushNewOrderBody: 'Toque para abrir o painel de pedidos',
  /** The body when the person runs several shops: which one. */
  pushNewOrderShopBody: '{{shop}} · toque para abrir o painel de pedidos',

  // Order status on the customer's devices (issue 14, decision 0041): "Pedido #12: saiu para entrega".
  pushOrderStatusTitle: 'Pedido #{{number}}: {{status}}',
  pushStatusAccepted: 'aceito pela loja',
  pushStatusPreparing: 'em preparo',
  pushStatusOutForDelivery: 'saiu para entrega',
  pushStatusDelivered: 'entregue',
  pushStatusReadyForPickup: 'pronto para retirada',
  pushStatusPickedUp: 'retirado',
  pushStatusCancelled: 'cancelado',
  pushBodyAccepted: '{{shop}} confirmou o seu pedido. Toque para acompanhar.',
  pushBodyPreparing: '{{shop}} está preparando o seu pedido.',
  pushBodyOutForDelivery: 'O seu pedido de {{shop}} está a caminho.',
  pushBodyDelivered: 'Pedido entregue. Bom apetite!',
  pushBodyReadyForPickup: 'O seu pedido está pronto: é só retirá-lo em {{shop}}.',
  pushBodyPickedUp: 'Pedido retirado. Bom apetite!',
  pushBodyCancelled: '{{shop}} cancelou o seu pedido. Toque para ver o motivo.',
  /** A push_id that is a Web Push subscription (JSON) but not one a browser writes. */
  pushIdNotSubscription: 'não é uma inscrição de push do navegador',
  /** A subscription whose endpoint leads to this server's machine or network, never a push service. */
  pushEndpointNotPublic: 'não é o endereço público de um serviço de push',
  /** The merchant panel installed on a home screen: its name, and the short one under its icon. */
  panelAppName: '{{title}} — Painel',
  panelAppShortName: 'Painel',
} as const;

/**
 * A shop's menu imported from its point-of-sale software through Open Delivery (decision 0050): why
 * an import failed, and the report's sentences on what could not be brought over, for the owner.
 */
export const menuImportMessages = {
  urlInvalid: 'O endereço do sistema da loja não é um endereço válido.',
  urlNotHttp: 'O endereço do sistema da loja precisa começar com http:// ou https://.',
  urlNotPublic: 'O endereço do sistema da loja não é um endereço público da internet.',
  tooLarge: 'O cardápio enviado pelo sistema da loja é grande demais.',
  apiKeyRefused: 'O sistema da loja recusou a chave de acesso (apiKey).',
  softwareError: 'O sistema da loja respondeu com o erro {{status}}.',
  unreachable: 'Não foi possível falar com o sistema da loja. Confira o endereço e tente de novo.',
  notJson: 'O sistema da loja não respondeu com um cardápio em JSON.',
  offStandard: 'O cardápio do sistema da loja não segue o padrão Open Delivery (campo {{field}}).',
  repeatedId:
    'O cardápio do sistema da loja repete o id “{{id}}” no campo {{field}}; no padrão Open Delivery cada id é único. Corrija-o no sistema e importe de novo.',
  ourError: 'A importação falhou por um erro nosso; tente de novo mais tarde.',
  noSource: 'Cadastre primeiro o endereço do sistema da loja.',
  sourceGone: 'A loja não tem mais o endereço do seu sistema cadastrado.',
  noService: 'O seu sistema não informou nenhum serviço; os horários da loja não foram alterados.',
  otherCity: 'O endereço do seu sistema fica em {{city}}, mas a loja está em {{shopCity}}; a cidade não foi alterada.',
  unreadableHours: 'Um horário de funcionamento ({{start}}–{{end}}) não pôde ser lido e não foi importado.',
  holidayNotImported: 'O horário especial do dia {{date}} não pôde ser importado; cadastre-o no painel.',
  optionWithoutItem: 'Uma opção do grupo “{{group}}” de “{{product}}” não tem item cadastrado e não foi importada.',
  optionCurrency: 'A opção “{{option}}” de “{{product}}” tem preço em {{currency}}; só importamos reais.',
  optionRepeated:
    'A opção “{{option}}” de “{{product}}” pode ser escolhida até {{times}} vezes no seu sistema; aqui, uma vez por pedido.',
  groupMissing: 'Um grupo de opções de “{{product}}” não existe no seu sistema e não foi importado.',
  groupUnavailable: 'O grupo “{{group}}” de “{{product}}” está indisponível no seu sistema e não foi importado.',
  severalHalves:
    '“{{product}}” cobra mais de um grupo pela média ou pelo maior preço; aqui só há um meio a meio por produto, então ele não foi importado.',
  halvesOutOfRange:
    'O grupo “{{group}}” de “{{product}}” é um meio a meio de {{count}} sabores; aqui são de {{min}} a {{max}}, então o produto não foi importado.',
  halvesByHighest:
    '“{{product}}” cobra o sabor mais caro no seu sistema; aqui a loja cobra pela média dos sabores (ajuste a regra do meio a meio no Cardápio).',
  halvesByAverage:
    '“{{product}}” cobra a média dos sabores no seu sistema; aqui a loja cobra o sabor mais caro (ajuste a regra do meio a meio no Cardápio).',
  groupMaxRaised: 'O grupo “{{group}}” de “{{product}}” permite no máximo {{max}} escolhas; aqui ficou com {{kept}}.',
  offerWithoutItem: 'Uma oferta do cardápio ({{offer}}) aponta para um item que não existe e não foi importada.',
  soldByUnit:
    '“{{product}}” é vendido por {{unit}} no seu sistema; aqui só vendemos por unidade, então ele não foi importado.',
  productCurrency: '“{{product}}” tem preço em {{currency}}; só importamos preços em reais.',
  productHours:
    '“{{product}}” tem horários próprios no seu sistema; aqui ele fica à venda sempre que a loja está aberta.',
  categoryOutsideMenu: 'A categoria “{{category}}” não está no cardápio de entrega e não foi importada.',
  categoryHours:
    'A categoria “{{category}}” tem horários próprios no seu sistema; aqui ela aparece sempre que a loja está aberta.',
  merchantUnavailable:
    'O seu sistema informa a loja como indisponível; aqui ela não foi fechada: feche-a pelo painel se for o caso.',
  preparationTime:
    'O tempo médio de preparo do seu sistema ({{minutes}} min) não foi importado: ajuste o tempo de entrega no painel.',
  logoAndBanner: 'A logo e o banner do seu sistema não foram importados: envie-os na Loja do painel.',
  acceptedCards: 'Os cartões aceitos pelo seu sistema não foram importados: escolha-os em Pagamentos, no painel.',
  takeoutService: 'A retirada no local do seu sistema não foi importada: ative-a em Entrega, no painel.',
  indoorService: 'O consumo no local do seu sistema não foi importado: aqui os pedidos são de entrega ou retirada.',
  onePhoto: 'A foto de 1 item não foi importada: envie-a pelo Cardápio do painel.',
  photos: 'As fotos de {{count}} itens não foram importadas: envie-as pelo Cardápio do painel.',
  unitKg: 'quilo (KG)',
  unitL: 'litro (L)',
  unitOz: 'onça (OZ)',
  unitLb: 'libra (LB)',
  unitGal: 'galão (GAL)',
} as const;

export { formatMessage } from './format-message.ts';

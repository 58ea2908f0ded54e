import { describe, expect, it } from 'vitest';
import { formatMessage, specMessages } from './messages.ts';

/** Texts docs/product.md quotes, word for word; the catalogue must hold each exactly once. */
const quotedInSpec = [
  'Sandbox (Apenas teste)',
  'Aceitar!',
  'Recusar cookies',
  'Saiba mais',
  'ENTRAR DEPOIS',
  'VOLTAR',
  'Como deseja continuar?',
  'Continuar com Celular',
  'Continuar com Email',
  'Digite o seu e-mail',
  'Digite sua senha',
  'Entrar',
  'Esqueci minha senha',
  'Não tem cadastro?',
  'Cadastrar',
  'Continuar',
  'Digite o código de 4 dígitos que enviamos para:',
  'Não recebi o meu código',
  'Registrar',
  'Recuperar senha',
  'Aviso',
  'Para ter acesso a esta página você precisa clicar em entrar e efetuar seu login.',
  'Efetuar login',
  'Cancelar',
  'Você deve efetuar seu login ou se cadastrar para continuar',
  'Bom trabalho',
  'Carregando',
  'Já tenho o código',
  'Voltar',
  'Estou ciente',
  'Me enganei',
  'Opsss!',
  'Código inválido, tente novamente',
  'Senhas não conferem',
  'As senhas não conferem',
  'Você deve aceitar a política de privacidade para continuar',
  'Por favor preencha um dos campos.',
  'Por favor, selecione uma opção',
  'Você não solicitou nenhum código',
  'Por favor preencha todos os campos',
  'Oops',
  'Oops!',
  'Ocorreu um erro desconhecido',
  'Ocorreu um erro desconhecido, por favor tente novamente',
  'Ocorreu um erro desconhecido ao iniciar o App',
  'Ocorreu um erro desconhecido ao iniciar!',
  'Popup bloqueado, por favor vá em Configurações do seu Navegador -> Pesquise por Popups -> Habilite o nosso site.',
  'Mais tarde',
  'Atualizar',
  'Aguarde...',
  'Fechar',
  'Sim',
  'Nome',
  'Email',
  'Telefone',
  'Senha',
  'Repetir senha',
];

describe('message catalogue', () => {
  const values = Object.values(specMessages) as string[];

  it.each(quotedInSpec)('holds %j exactly once', (text) => {
    expect(values.filter((v) => v === text)).toHaveLength(1);
  });

  it('writes the welcome toast with the name', () => {
    expect(formatMessage(specMessages.welcome, { name: 'Ana' })).toBe('Seja bem vindo(a), Ana');
  });

  it('starts the cookie message as docs/product.md does', () => {
    expect(specMessages.cookieMessage.startsWith('Este site usa cookies')).toBe(true);
  });
});

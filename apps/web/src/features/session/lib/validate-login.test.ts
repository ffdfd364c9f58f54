import { describe, expect, it } from 'vitest';
import { loginRequestSchema } from '@broker/contract';
import { validateLogin } from './validate-login';

describe('validateLogin', () => {
  it('asks for both fields when empty', () => {
    expect(validateLogin({ workId: '  ', password: '' })).toEqual({
      workId: '请输入工号',
      password: '请输入密码',
    });
  });

  it('accepts a valid work id (trimmed) and password', () => {
    expect(validateLogin({ workId: ' DEMO001 ', password: 'demo1234' })).toEqual({});
  });

  it('agrees with the contract schema, message for message', () => {
    const cases = [
      { workId: '', password: 'x' },
      { workId: 'A'.repeat(65), password: 'x' },
      { workId: '工号1', password: 'x' },
      { workId: 'a b', password: 'x' },
      { workId: 'AB_1.2-3', password: '' },
      { workId: 'AB', password: 'p'.repeat(257) },
      { workId: 'AB', password: 'ok' },
    ];
    for (const values of cases) {
      const ours = validateLogin(values);
      const parsed = loginRequestSchema.safeParse(values);
      const theirs: Record<string, string> = {};
      if (!parsed.success) {
        for (const issue of parsed.error.issues) theirs[String(issue.path[0])] ??= issue.message;
      }
      expect(ours).toEqual(theirs);
    }
  });
});

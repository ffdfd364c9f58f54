import { useRef, useState, type FormEvent } from 'react';
import { Button, Input, type InputRef } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@broker/contract';
import { EyeIcon, EyeOffIcon } from '../../../components/icons/icons';
import { errorText } from '../../../lib/http';
import { sessionText } from '../../../locales/zh-CN/session';
import { useLogin } from '../api/login';
import { validateLogin, type LoginErrors, type LoginValues } from '../lib/validate-login';
import { startSession } from '../session';
import './login-form.css';

/** Work id + password sign-in. On success the session starts and the login page moves on. */
export function LoginForm() {
  const queryClient = useQueryClient();
  const login = useLogin();
  const [values, setValues] = useState<LoginValues>({ workId: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [passwordVisible, setPasswordVisible] = useState(false);
  const workIdRef = useRef<InputRef>(null);
  const passwordRef = useRef<InputRef>(null);

  const change = (field: keyof LoginValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    if (login.error) login.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (login.isPending) return;
    const found = validateLogin(values);
    setErrors(found);
    if (found.workId) return workIdRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    login.mutate(
      { workId: values.workId.trim(), password: values.password },
      { onSuccess: (session) => startSession(queryClient, session.token) },
    );
  };

  return (
    <form className="login-form" noValidate onSubmit={submit}>
      <div className="login-field">
        <label className="login-field__label" htmlFor="login-work-id">
          {sessionText.workIdLabel}
        </label>
        <Input
          ref={workIdRef}
          id="login-work-id"
          className="login-field__input"
          value={values.workId}
          onChange={change('workId')}
          placeholder={sessionText.workIdPlaceholder}
          autoComplete="username"
          autoCapitalize="characters"
          autoCorrect="off"
          enterKeyHint="next"
          clearable
        />
        {errors.workId && (
          <p className="login-field__error" role="alert">
            {errors.workId}
          </p>
        )}
      </div>
      <div className="login-field">
        <label className="login-field__label" htmlFor="login-password">
          {sessionText.passwordLabel}
        </label>
        <div className="login-field__row">
          <Input
            ref={passwordRef}
            id="login-password"
            className="login-field__input"
            type={passwordVisible ? 'text' : 'password'}
            value={values.password}
            onChange={change('password')}
            placeholder={sessionText.passwordPlaceholder}
            autoComplete="current-password"
            enterKeyHint="go"
          />
          <button
            type="button"
            className="icon-button login-field__reveal"
            aria-label={passwordVisible ? sessionText.hidePassword : sessionText.showPassword}
            aria-pressed={passwordVisible}
            onClick={() => setPasswordVisible((v) => !v)}
          >
            {passwordVisible ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        </div>
        {errors.password && (
          <p className="login-field__error" role="alert">
            {errors.password}
          </p>
        )}
      </div>
      {login.error && (
        <p className="login-form__error" role="alert">
          {errorText(login.error, MESSAGES.serviceException)}
        </p>
      )}
      <Button
        block
        type="submit"
        color="primary"
        size="large"
        className="login-form__submit"
        loading={login.isPending}
        loadingText={sessionText.submitting}
        disabled={login.isPending}
      >
        {sessionText.submit}
      </Button>
    </form>
  );
}

// The sign-in page's behaviour. Served from our origin (CSP script-src 'self'); all texts come
// from the server-rendered page, so this file holds none.
(function () {
  'use strict';
  var form = document.getElementById('login-form');
  if (!form) return;
  var account = document.getElementById('account');
  var password = document.getElementById('password');
  var captcha = document.getElementById('captcha');
  var captchaRow = document.getElementById('captcha-row');
  var captchaImg = document.getElementById('captcha-img');
  var captchaRefresh = document.getElementById('captcha-refresh');
  var errorBox = document.getElementById('login-error');
  var submit = document.getElementById('submit');
  var lang = form.getAttribute('data-lang') || 'zh-CN';

  // Only a path of the app on this origin; anything else goes to the app's start page.
  function target(value) {
    if (!value || value.indexOf('/front/') !== 0 || value.indexOf('\\') !== -1) return '/front/';
    try {
      var url = new URL(value, window.location.origin);
      if (url.origin !== window.location.origin || url.pathname.indexOf('/front/') !== 0) return '/front/';
      return url.pathname + url.search;
    } catch {
      return '/front/';
    }
  }

  function showError(text) {
    errorBox.textContent = text || '';
  }

  function loadCaptcha() {
    captchaImg.src = '/auth/captcha?' + Math.random().toString(36).slice(2);
    captcha.value = '';
  }

  function showCaptcha() {
    var wasHidden = captchaRow.hidden;
    captchaRow.hidden = false;
    loadCaptcha();
    if (wasHidden) captcha.focus();
  }

  if (!captchaRow.hidden) loadCaptcha();
  captchaRefresh.addEventListener('click', loadCaptcha);

  account.addEventListener('blur', function () {
    var value = account.value.trim();
    if (!value || !captchaRow.hidden) return;
    fetch('/login/captcha-needed?account=' + encodeURIComponent(value), { headers: { 'P-LangId': lang } })
      .then(function (res) {
        return res.json();
      })
      .then(function (body) {
        if (body && body.value && body.value.captchaRequired) showCaptcha();
      })
      .catch(function () {
        /* the sign-in answer will ask for it anyway */
      });
  });

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    showError('');
    submit.disabled = true;
    submit.textContent = form.getAttribute('data-submitting');
    var body = { account: account.value.trim(), password: password.value };
    if (!captchaRow.hidden && captcha.value.trim()) body.captcha = captcha.value.trim();
    fetch('/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'P-LangId': lang },
      credentials: 'same-origin',
      body: JSON.stringify(body),
    })
      .then(function (res) {
        return res.json().catch(function () {
          return null;
        });
      })
      .then(function (answer) {
        if (answer && answer.state && answer.value && answer.value.token) {
          var to = target(form.getAttribute('data-redirect'));
          // a language picked on this page becomes the portal's first language (it stores it)
          var chosenLang = form.getAttribute('data-chosen-lang');
          var langPart = chosenLang ? '&lang=' + encodeURIComponent(chosenLang) : '';
          // an explicit sign-in in this tab: the portal does not ask whether to switch accounts (src/shared/storage.ts)
          try {
            window.sessionStorage.setItem('portal_login_handover', answer.value.account);
          } catch {
            /* storage refused: the portal asks, which is safe */
          }
          window.location.assign(
            to + '#utoken=' + encodeURIComponent(answer.value.token) + '&rtoken=' + encodeURIComponent(answer.value.rtoken) + langPart,
          );
          return;
        }
        showError((answer && answer.message) || form.getAttribute('data-network-error'));
        if (answer && answer.value && answer.value.captchaRequired) showCaptcha();
        resetButton();
      })
      .catch(function () {
        showError(form.getAttribute('data-network-error'));
        resetButton();
      });
  });

  function resetButton() {
    submit.disabled = false;
    submit.textContent = form.getAttribute('data-submit');
  }
})();

<#--
  UNSEAF Grant Portal sign-in form. Uses the keycloak.v2 layout (template.ftl, field.ftl, buttons.ftl)
  and changes the form: Email label, the portal's own forgot-password and register pages, a terms
  notice and a busy "Signing In..." state. The show/hide password toggle is the parent's.
  For the admin client (portal-admin) it asks for the username, the button reads Admin Sign In, a failed
  sign-in says Invalid admin credentials (spec 1 §8), and it shows no register or forgot-password links.
  Both show a link back to the portal's home page.
-->
<#import "template.ftl" as layout>
<#import "field.ftl" as field>
<#import "buttons.ftl" as buttons>
<#if client?? && client.baseUrl?has_content>
    <#assign portalUrl = client.baseUrl?remove_ending("/")>
<#else>
    <#assign portalUrl = (properties.portalUrl!"http://localhost:3000")?remove_ending("/")>
</#if>
<#assign adminSignIn = (client?? && client.clientId == "portal-admin")>
<#assign credentialsError = messagesPerField.getFirstError('username','password')>
<#if adminSignIn && messagesPerField.existsError('username','password')>
    <#assign credentialsError = msg("portalAdminInvalidCredentials")>
</#if>
<@layout.registrationLayout displayMessage=!messagesPerField.existsError('username','password') displayInfo=true; section>
<!-- template: portal/login.ftl -->
    <#if section = "header">
        <#if adminSignIn>${msg("portalAdminTitle")}<#else>${msg("loginAccountTitle")}</#if>
    <#elseif section = "form">
        <div id="kc-form">
          <div id="kc-form-wrapper">
            <#if realm.password>
                <form id="kc-form-login" class="${properties.kcFormClass!}" action="${url.loginAction}" method="post" novalidate="novalidate"
                      data-busy-text="${msg("portalSigningIn")}">
                    <#if !usernameHidden??>
                        <@field.input name="username" label=(adminSignIn?then(msg("portalAdminUsername"), msg("email"))) error=credentialsError
                            autofocus=true autocomplete="username" value=login.username!'' />
                    </#if>
                    <@field.password name="password" label=msg("password") error="" forgotPassword=false autofocus=usernameHidden?? autocomplete="current-password">
                        <#if !adminSignIn>
                        <div class="${properties.kcInputHelperTextItemClass}">
                            <span class="${properties.kcInputHelperTextItemTextClass}">
                                <a id="portal-forgot-password" href="${portalUrl}/forgot-password" data-portal-path="/forgot-password">${msg("doForgotPassword")}</a>
                            </span>
                        </div>
                        </#if>
                    </@field.password>

                    <input type="hidden" id="id-hidden-input" name="credentialId" <#if auth.selectedCredential?has_content>value="${auth.selectedCredential}"</#if>/>
                    <@buttons.actionGroup>
                        <button class="${properties.kcButtonPrimaryClass!} ${properties.kcButtonBlockClass!}" name="login" id="kc-login" type="submit"><#if adminSignIn>${msg("portalAdminSignIn")}<#else>${msg("doLogIn")}</#if></button>
                    </@buttons.actionGroup>
                </form>
            </#if>
          </div>
        </div>
    <#elseif section = "info">
        <#if adminSignIn>
        <div id="portal-info">
            <p id="portal-admin-notice" class="portal-terms">${msg("portalAdminNotice")}</p>
            <p id="portal-home"><a href="${portalUrl?remove_ending("/admin/login")}/" data-portal-path="/">${msg("portalBackHome")}</a></p>
        </div>
        <#else>
        <div id="portal-info">
            <p id="portal-register">${msg("noAccount")} <a id="portal-register-link" href="${portalUrl}/register" data-portal-path="/register">${msg("doRegister")}</a></p>
            <p id="portal-terms" class="portal-terms">${msg("portalTermsNotice")}</p>
            <p id="portal-home"><a href="${portalUrl}/" data-portal-path="/">${msg("portalBackHome")}</a></p>
        </div>
        </#if>
    </#if>
</@layout.registrationLayout>

/// Namespace placeholder; the wrapper lands with the accounts issue.
public enum TokenAuthenticationModule {}

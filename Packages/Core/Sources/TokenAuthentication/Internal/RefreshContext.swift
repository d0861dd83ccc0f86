/// Marks the tasks that run a refresh, so a refresh closure that calls its own authenticator
/// fails with ``TokenAuthenticationError/reentrantRefresh`` instead of waiting on itself.
enum RefreshContext {
  @TaskLocal static var authenticators: Set<ObjectIdentifier> = []
}

export { startTestApp, TEST_OWNER, type TestApp, type TestAppOptions } from "./app";
export { createTestDatabase, type TestDatabase } from "./database";
export { authHeaders, createSuperuser, createUser, login, loginOwner, uniqueEmail, type TestUser } from "./users";
export { apiClient, call, type ApiRequest, type ApiResponse } from "./http";

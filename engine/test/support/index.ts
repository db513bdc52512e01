export { startTestApp, TEST_OWNER, type TestApp, type TestAppOptions } from "./app";
export { createTestDatabase, type TestDatabase } from "./database";
export { createSuperuser, createUser, login, loginOwner, uniqueEmail, type TestUser } from "./users";
export { apiClient, call, okBody, type ApiRequest, type ApiResponse } from "./http";
export { rowReadsDuring } from "./queries";

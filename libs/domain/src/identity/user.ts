export interface User {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly createdAt: number;
}

export interface UserRepository {
  insert(user: User): Promise<void>;
  findById(id: string): Promise<User | null>;
  findByEmail(email: string): Promise<User | null>;
}
